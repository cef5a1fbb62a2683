import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { routeLabel } from './route-label.ts';

/**
 * One server span per request, current while the request is handled (the request log reads its trace id), named
 * and labelled by the route the request was aimed at, like the metrics; a caller's `traceparent` is its parent.
 * Only added when tracing is on (app.ts).
 */
export function traceRequests(): MiddlewareHandler<AppEnv> {
  const tracer = trace.getTracer('drivecare-club');
  return (c, next) => {
    const parent = propagation.extract(context.active(), c.req.header());
    const attributes = { 'http.request.method': c.req.method, 'url.path': c.req.path };
    return tracer.startActiveSpan(c.req.method, { kind: SpanKind.SERVER, attributes }, parent, async (span) => {
      try {
        await next();
        const route = routeLabel(c);
        span.updateName(`${c.req.method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': c.res.status });
        if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
        throw err;
      } finally {
        span.end();
      }
    });
  };
}
