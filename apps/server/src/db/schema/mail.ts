import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every outgoing message is written here first (in the transaction of the change that causes it when
 * there is one), then delivered by the mail adapter. With the capture transport this table is the dev mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    // Extra headers carried through SMTP, e.g. List-Unsubscribe on non-essential mail.
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending','sending','sent','dead')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(t.to, t.createdAt.desc().nullsFirst()),
  ],
);

/** A message as written to the outbox, before delivery fills in the rest. */
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

/**
 * One row per reminder ever queued: the key (appointment, its calendar sequence) makes a reminder go out at
 * most once per version of the appointment even with several instances sweeping at the same time.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    icsSequence: integer('ics_sequence').notNull(),
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.icsSequence] })],
);
