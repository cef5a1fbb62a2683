import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { shops } from '../../db/schema/catalogue.ts';

/** The member's scheduled appointments on or after `today`, soonest first. */
export function listUpcomingAppointments(db: DbOrTx, p: { userId: string; today: string; limit: number }) {
  return db
    .select({
      id: appointments.id,
      shopName: shops.name,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(and(eq(appointments.userId, p.userId), eq(appointments.status, 'scheduled'), gte(appointments.appointmentDate, p.today)))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .limit(p.limit);
}
