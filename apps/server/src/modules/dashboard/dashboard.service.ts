import type { Dashboard } from '@drivecare/contract/dashboard';
import type { Db } from '../../db/client.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { findProfile } from '../profile/profile.repository.ts';
import { listVehicles } from '../vehicles/vehicles.repository.ts';
import { listUpcomingAppointments } from './dashboard.repository.ts';

const DASHBOARD_LIST_SIZE = 3;

export async function getDashboard(db: Db, userId: string, timeZone: string): Promise<Dashboard> {
  const [profile, vehicles, upcomingAppointments] = await Promise.all([
    findProfile(db, userId),
    listVehicles(db, { userId, limit: DASHBOARD_LIST_SIZE }),
    listUpcomingAppointments(db, { userId, today: todayInZone(timeZone), limit: DASHBOARD_LIST_SIZE }),
  ]);
  return {
    membershipLevel: profile?.membershipLevel === 'premium' ? 'premium' : 'basic',
    vehicles: vehicles.map(({ id, make, model, year }) => ({ id, make, model, year })),
    upcomingAppointments,
  };
}
