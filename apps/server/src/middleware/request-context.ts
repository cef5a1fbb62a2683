import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';

/** A request id on every request and response, and one structured log line per API request. */
export function requestContext(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    const child = log.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', child);
    const started = performance.now();
    await next();
    // On the response's own headers, as secureHeaders does: c.header() after the handler would rebuild the
    // finished response (and stream its body) just to add one header.
    c.res.headers.set('X-Request-Id', requestId);
    if (c.req.path.startsWith('/api/')) {
      child.info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}
