import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';
import { activeTraceId } from '../observability/trace-id.ts';

/**
 * Hono's request id (X-Request-Id: a load balancer's own id is kept when it is a plain token, otherwise a new
 * UUID) on every request and response, a logger carrying it (and the trace id when tracing is on), and one
 * structured log line per API request.
 */
export function requestContext(log: Logger): MiddlewareHandler<AppEnv> {
  const assignId = requestId({ generator: () => randomUUID() });
  return (c, next) =>
    assignId(c, async () => {
      const traceId = activeTraceId();
      const child = log.child(traceId ? { requestId: c.get('requestId'), traceId } : { requestId: c.get('requestId') });
      c.set('log', child);
      const started = performance.now();
      await next();
      // requestId() prepared the header before the handler ran; a handler that returns a Response of its own
      // (better-auth, static files) drops it. Set on the response's headers, as secureHeaders does: c.header()
      // now would rebuild the finished response just to add one header.
      if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', c.get('requestId'));
      if (c.req.path.startsWith('/api/')) {
        child.info(
          { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
          'request',
        );
      }
    });
}
