import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { shops } from './catalogue.ts';

/**
 * A private calendar subscription: a member's appointments or a shop's. The URL's token is derived from the
 * random id and the server's secret and only its SHA-256 is kept (decision record 0025-calendar-feeds); a
 * reset replaces the row, so the old token finds nothing.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .unique()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('calendar_feeds_one_owner', sql`num_nonnulls(${t.userId}, ${t.shopId}) = 1`)],
);
