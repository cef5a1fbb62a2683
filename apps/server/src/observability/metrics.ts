import type { MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from '../app-env.ts';
import type { Realtime } from '../adapters/realtime/realtime.ts';
import type { Database } from '../db/client.ts';
import type { RunListener } from '../lib/background-task.ts';
import { readOutboxBacklog } from './metrics.repository.ts';
import { routeLabel } from './route-label.ts';

export interface Metrics {
  /** Counts each request and its duration by route pattern, method and status. */
  recordRequests: MiddlewareHandler<AppEnv>;
  /** The same realtime, with its live subscribers (one per open SSE stream) counted. */
  countSubscribers(realtime: Realtime): Realtime;
  /** A listener for one background job's runs. */
  observeJob(name: string): RunListener;
  /** The Prometheus text, with the database figures read now. */
  scrape(): Promise<string>;
  contentType: string;
}

/** One registry per process (not prom-client's global one), so apps built side by side in tests stay apart. */
export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'], registers });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to the response headers; a stream counts until it starts)',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const sse = new Gauge({ name: 'sse_connections', help: 'Open Server-Sent Events streams', registers });
  const jobRuns = new Counter({ name: 'job_runs_total', help: 'Background job runs', labelNames: ['job'], registers });
  const jobFailures = new Counter({ name: 'job_failures_total', help: 'Background job runs that failed', labelNames: ['job'], registers });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Background job run time',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  });
  const outboxPending = new Gauge({ name: 'mail_outbox_pending', help: 'Messages waiting to be delivered (pending or being sent)', registers });
  const outboxDead = new Gauge({ name: 'mail_outbox_dead', help: 'Messages given up after every attempt', registers });
  const outboxAge = new Gauge({ name: 'mail_outbox_oldest_pending_age_seconds', help: 'Age of the oldest undelivered message (0 when none)', registers });
  const pool = database.pool;
  const poolGauges = pool && {
    total: new Gauge({ name: 'db_pool_connections', help: 'Connections the PostgreSQL pool holds', registers }),
    idle: new Gauge({ name: 'db_pool_idle_connections', help: 'Pool connections not in use', registers }),
    waiting: new Gauge({ name: 'db_pool_waiting_requests', help: 'Queries waiting for a pool connection', registers }),
  };

  const recordRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    await next();
    const labels = { method: c.req.method, route: routeLabel(c), status: String(c.res.status) };
    requests.inc(labels);
    duration.observe(labels, (performance.now() - started) / 1000);
  };

  return {
    recordRequests,
    countSubscribers: (realtime) => ({
      ...realtime,
      subscribe(listener) {
        const unsubscribe = realtime.subscribe(listener);
        sse.inc();
        let open = true;
        return () => {
          if (open) sse.dec();
          open = false;
          unsubscribe();
        };
      },
    }),
    observeJob(job) {
      // The series exist from the start, so a job that has not run yet shows 0 rather than nothing.
      jobRuns.inc({ job }, 0);
      jobFailures.inc({ job }, 0);
      jobDuration.zero({ job });
      return (run) => {
        jobRuns.inc({ job });
        if (run.failed) jobFailures.inc({ job });
        jobDuration.observe({ job }, run.seconds);
      };
    },
    async scrape() {
      // Read on scrape rather than on every change: one small query every scrape interval.
      const backlog = await readOutboxBacklog(database.db);
      outboxPending.set(backlog.pending);
      outboxDead.set(backlog.dead);
      outboxAge.set(backlog.oldestPendingSeconds);
      if (pool && poolGauges) {
        poolGauges.total.set(pool.totalCount);
        poolGauges.idle.set(pool.idleCount);
        poolGauges.waiting.set(pool.waitingCount);
      }
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
