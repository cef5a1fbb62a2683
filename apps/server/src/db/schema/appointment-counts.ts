import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Appointments per day and status, for the back office's totals at 500,000 appointments. A trigger on
 * appointments never updates these rows (every booking of a day would wait on the same row lock until its
 * transaction commits): it appends to appointment_count_changes, and the server folds the changes in here every
 * few seconds. A total is the sum over both tables, exact at any moment.
 */
export const appointmentDayCounts = pgTable(
  'appointment_day_counts',
  {
    day: date('day').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

export const appointmentCountChanges = pgTable(
  'appointment_count_changes',
  {
    day: date('day').notNull(),
    status: text('status').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('appointment_count_changes_day_idx').on(t.day)],
);
