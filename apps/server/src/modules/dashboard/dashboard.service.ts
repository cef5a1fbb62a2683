import type { Dashboard } from '@drivecare/contract/dashboard';
import type { Db } from '../../db/client.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { findDashboard } from './dashboard.repository.ts';

const DASHBOARD_LIST_SIZE = 3;

export async function getDashboard(db: Db, userId: string, timeZone: string): Promise<Dashboard> {
  const { membershipLevel, vehicles, upcomingAppointments } = await findDashboard(db, {
    userId,
    today: todayInZone(timeZone),
    limit: DASHBOARD_LIST_SIZE,
  });
  return { membershipLevel: membershipLevel === 'premium' ? 'premium' : 'basic', vehicles, upcomingAppointments };
}
