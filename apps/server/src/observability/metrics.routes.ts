import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorBody, handleError, handleNotFound } from '../middleware/errors.ts';
import type { Logger } from '../logger.ts';
import { requestContext } from '../middleware/request-context.ts';
import type { Metrics } from './metrics.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit that times the token's length. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** GET /metrics in Prometheus' text format; with a token, only for a scraper that presents it. */
export const metricsRoutes = (metrics: Metrics, token: string | undefined) =>
  new Hono<AppEnv>().get('/metrics', async (c) => {
    if (token && !bearerMatches(c.req.header('Authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(errorBody('UNAUTHENTICATED', 'A valid metrics token is required'), 401);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', metrics.contentType);
    return c.body(await metrics.scrape());
  });

/** The listener on METRICS_PORT: /metrics and nothing else. */
export function createMetricsApp(metrics: Metrics, token: string | undefined, log: Logger) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(requestContext(log));
  app.route('/', metricsRoutes(metrics, token));
  app.notFound(handleNotFound);
  return app;
}
