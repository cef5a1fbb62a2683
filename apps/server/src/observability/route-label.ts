import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

// Paths no handler claims (probes, typos, scanners) share one label, so they cannot grow the series without bound.
const UNMATCHED = 'unmatched';

/**
 * The route a request was aimed at, as registered ('/api/vehicles/:id'): the first matched handler that is not
 * middleware (`use` and `all` register method ALL), even when a middleware before it answered (401, 429).
 */
export function routeLabel(c: Context): string {
  return matchedRoutes(c).find((r) => r.method !== 'ALL')?.path ?? UNMATCHED;
}
