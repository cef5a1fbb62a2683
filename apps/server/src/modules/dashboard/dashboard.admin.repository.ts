import type { Db } from '../../db/client.ts';
import { countAppointmentsPerDay, countAppointmentStatusTotals } from '../figures/appointment-day-totals.ts';
import { countMembers } from '../figures/member-figures.ts';
import { countPremiumMembers } from '../people/users.repository.ts';

/**
 * The admin dashboard's figures, exact and without reading 100,000 members or 500,000 appointments: the members
 * from the counters the users page reads (a ban counts while it lasts), the appointments from the per-day totals
 * the back office's appointment lists read.
 */
export async function countDashboardStats(db: Db, today: string) {
  const [members, premium, appointments, perDay] = await Promise.all([
    countMembers(db),
    countPremiumMembers(db),
    countAppointmentStatusTotals(db, today),
    countAppointmentsPerDay(db, today, 14),
  ]);
  return {
    users: { total: members.total, active: members.active, inactive: members.total - members.active },
    membership: { premium, basic: members.total - premium },
    appointments,
    perDay,
  };
}
