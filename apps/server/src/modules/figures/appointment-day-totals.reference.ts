import { and, between, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentStatuses } from '@drivecare/contract/appointments';
import { appointments } from '../../db/schema/appointments.ts';
import { addDays, type AppointmentSelection } from './appointment-day-totals.ts';

// The plain counts the kept per-day totals must always equal: the tests' oracle, never used to answer a request.

export async function recountAppointmentSelection(db: Db, sel: AppointmentSelection) {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, [...(sel.statuses ?? appointmentStatuses)]),
        sel.from ? gte(appointments.appointmentDate, sel.from) : undefined,
        sel.to ? lte(appointments.appointmentDate, sel.to) : undefined,
      ),
    );
  return row!.n;
}

export async function recountAppointmentStatusTotals(db: Db, today: string) {
  const byStatus = async (status: 'scheduled' | 'cancelled' | 'rescheduled', from?: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.status, status), from ? gte(appointments.appointmentDate, from) : undefined));
    return row!.n;
  };
  return { upcoming: await byStatus('scheduled', today), cancelled: await byStatus('cancelled'), rescheduled: await byStatus('rescheduled') };
}

export async function recountAppointmentsPerDay(db: Db, today: string, days: number) {
  const perDay = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    const [row] = await db
      .select({ n: count() })
      .from(appointments)
      .where(and(between(appointments.appointmentDate, date, date), ne(appointments.status, 'cancelled')));
    perDay.push({ date, count: row!.n });
  }
  return perDay;
}
