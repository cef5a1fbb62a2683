import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Counters of rate-limiter-flexible's RateLimiterPostgres (its own column layout), shared by every instance:
 * per-account request budgets and the per-account sign-in throttle. Made here rather than by the library at
 * start-up, so start-up runs no DDL and the table is there before the first request.
 */
export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  // Epoch milliseconds; the library compares it with Date.now().
  expire: bigint('expire', { mode: 'number' }),
});
