import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { appointmentReminders } from '../../db/schema/mail.ts';
import { createBackgroundTask, type RunListener } from '../../lib/background-task.ts';
import { todayInZone, zonedTimeToUtc } from '../../lib/club-time.ts';
import type { Logger } from '../../logger.ts';
import { loadAppointmentForMail, queueReminder, type NotificationDeps } from './appointment-mails.ts';

export interface ReminderDeps extends NotificationDeps {
  db: Db;
  log: Logger;
  /** How long before the appointment the reminder goes out (REMINDER_HOURS). */
  hours: number;
}

export interface Reminders {
  /** Queues every reminder now due; returns how many this call queued. */
  sweep(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  observe(listener: RunListener): void;
}

/**
 * Reminders for scheduled appointments starting within the next `hours`. Each goes out once per version
 * of the appointment: the (appointment, calendar sequence) key is claimed in the transaction that queues
 * the mail, behind the appointment's row lock, so instances sweeping together cannot both send it, and a
 * cancelled or moved appointment is judged as it is at that moment.
 */
export function createReminders(deps: ReminderDeps): Reminders {
  const { db, log, timeZone } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function remind(candidate: { id: string; icsSequence: number }): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          status: appointments.status,
          icsSequence: appointments.icsSequence,
        })
        .from(appointments)
        .where(eq(appointments.id, candidate.id))
        .for('update');
      if (!current || current.status !== 'scheduled' || current.icsSequence !== candidate.icsSequence) return false;
      const claimed = await tx
        .insert(appointmentReminders)
        .values({
          appointmentId: candidate.id,
          icsSequence: candidate.icsSequence,
        })
        .onConflictDoNothing()
        .returning({ appointmentId: appointmentReminders.appointmentId });
      if (claimed.length === 0) return false;
      const appointment = await loadAppointmentForMail(tx, candidate.id);
      if (!appointment) return false;
      const outboxId = await queueReminder(deps, tx, appointment);
      await tx
        .update(appointmentReminders)
        .set({ outboxId })
        .where(
          and(
            eq(appointmentReminders.appointmentId, candidate.id),
            eq(appointmentReminders.icsSequence, candidate.icsSequence),
          ),
        );
      return true;
    });
  }

  async function sweepOnce(): Promise<number> {
    const at = now();
    const horizon = new Date(at.getTime() + deps.hours * 3_600_000);
    const rows = await db
      .select({
        id: appointments.id,
        date: appointments.appointmentDate,
        time: appointments.appointmentTime,
        icsSequence: appointments.icsSequence,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.status, 'scheduled'),
          gte(appointments.appointmentDate, todayInZone(timeZone, at)),
          lte(appointments.appointmentDate, todayInZone(timeZone, horizon)),
        ),
      );
    let queued = 0;
    for (const row of rows) {
      const startsAt = zonedTimeToUtc(row.date, row.time, timeZone).getTime();
      if (startsAt <= at.getTime() || startsAt > horizon.getTime()) continue;
      if (await remind(row)) queued++;
    }
    return queued;
  }

  const task = createBackgroundTask(sweepOnce, { log, failure: 'reminder sweep failed', intervalMs: 60_000 });
  return { sweep: task.run, start: task.start, stop: task.stop, observe: task.observe };
}
