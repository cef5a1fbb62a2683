import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { Db } from './db/client.ts';
import type { Logger } from './logger.ts';
import { handleError, handleNotFound } from './middleware/errors.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { Metrics } from './observability/metrics.ts';
import { metricsRoutes } from './observability/metrics.routes.ts';

/**
 * What a `worker` process serves: the health checks for its orchestrator, /metrics when served on the app's port
 * (`scrape`), and 404 for everything else.
 */
export function createWorkerApp(db: Db, log: Logger, scrape?: { metrics: Metrics; token: string | undefined }) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(requestContext(log));
  app.use(securityHeaders({ hsts: false }));
  if (scrape) app.use(scrape.metrics.recordRequests);
  app.route('/', healthRoutes({ db }));
  if (scrape) app.route('/', metricsRoutes(scrape.metrics, scrape.token));
  app.notFound(handleNotFound);
  return app;
}
