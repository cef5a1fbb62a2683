import type { Context, MiddlewareHandler } from 'hono';
import { RATE_LIMITED_MESSAGE } from '@drivecare/contract/errors';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { errorBody } from './errors.ts';

/** Makes one named counter: `points` per `seconds`, keyed by what the caller passes to consume(). */
export type CounterFactory = (name: string, points: number, seconds: number) => RateLimiterAbstract;

/** The table our migration 0013 makes, in rate-limiter-flexible's column layout. */
const COUNTER_TABLE = 'rate_limit_counter';

/**
 * Counters every instance shares: rows in PostgreSQL when the database is a server, process memory on the
 * embedded PGlite (one instance by design, and a write per request would queue behind its single connection).
 */
export function counterFactory(database: Database): CounterFactory {
  const pool = database.pool;
  let sweeping = false;
  return (name, points, seconds) => {
    if (!pool) return new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
    // One limiter is enough to sweep expired rows out of the shared table every few minutes.
    const sweep = !sweeping;
    sweeping = true;
    return new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: COUNTER_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: sweep,
      keyPrefix: name,
      points,
      duration: seconds,
    });
  };
}

/**
 * Per-account budgets, as windows of [requests, seconds]: far above what a person does (a member books a few
 * appointments a month), low enough that a script cannot fill every slot, flood the file store or Stripe.
 * RATE_LIMIT_SCALE multiplies the requests, like the auth limits (browser tests, the benchmark).
 */
export const BUDGETS = {
  booking: [[20, 60], [100, 60 * 60]],
  reschedule: [[20, 60], [100, 60 * 60]],
  cancel: [[20, 60], [100, 60 * 60]],
  upload: [[10, 60], [60, 60 * 60]],
  checkout: [[10, 60], [30, 60 * 60]],
  documentLink: [[60, 60], [600, 60 * 60]],
  // A PDF drawn or a share link made: a few a day for a person, each costs more than a read.
  historyHandover: [[20, 60], [200, 60 * 60]],
  pushSubscribe: [[20, 60], [100, 60 * 60]],
  estimateDecision: [[60, 60], [600, 60 * 60]],
  // A message to support, with up to three photos.
  supportMessage: [[30, 60], [200, 60 * 60]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

export type BudgetName = keyof typeof BUDGETS;
/** The middleware that spends one request of the named budget for the signed-in account. */
export type Limit = (budget: BudgetName) => MiddlewareHandler<AppEnv>;

/** The 429 every limit answers with; Retry-After in whole seconds, at least 1. */
export function retryAfterSeconds(ms: number) {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}

function tooManyRequests(c: Context<AppEnv>, ms: number) {
  c.header('Retry-After', retryAfterSeconds(ms));
  return c.json(errorBody('RATE_LIMITED', RATE_LIMITED_MESSAGE), 429);
}

export function createRequestBudgets(counters: CounterFactory, scale = 1): Limit {
  const limiters = Object.fromEntries(
    Object.entries(BUDGETS).map(([name, windows]) => [
      name,
      windows.map(([points, seconds]) => counters(`budget:${name}:${seconds}`, Math.max(1, Math.round(points * scale)), seconds)),
    ]),
  ) as Record<BudgetName, RateLimiterAbstract[]>;

  return (budget) => async (c, next) => {
    const user = c.get('user');
    // Runs after the route's own guard; without an account there is nothing to key on.
    if (!user) return next();
    for (const limiter of limiters[budget]) {
      try {
        await limiter.consume(user.id);
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        return tooManyRequests(c, refused.msBeforeNext);
      }
    }
    await next();
  };
}
