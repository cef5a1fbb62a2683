import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { shops } from './catalogue.ts';

/**
 * A shop closed for a reason over a range of dates ('Thanksgiving', 'Renovation'), all day or between two times on
 * each of those days. No shop means every shop: a club-wide holiday. Availability leaves closures out for members.
 */
export const shopClosures = pgTable(
  'shop_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    // Both null: the whole day. Otherwise closed from startTime to endTime (HH:MM) on every day of the range.
    startTime: text('start_time'),
    endTime: text('end_time'),
    reason: text('reason').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_closures_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('shop_closures_reason_check', sql`length(trim(${t.reason})) between 1 and 100`),
    check(
      'shop_closures_times_check',
      sql`(${t.startTime} is null and ${t.endTime} is null) or (${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.startTime} < ${t.endTime})`,
    ),
    // Availability asks "this shop (or all shops), ending on or after the first day asked": one range scan.
    index('shop_closures_shop_end_idx').on(t.shopId, t.endDate),
  ],
);
