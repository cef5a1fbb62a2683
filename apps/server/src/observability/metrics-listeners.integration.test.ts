import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../testing/fresh-postgres.ts';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process.ts';

/** Where the real production process serves /metrics: a worker on its own port, or a listener of its own. */
const url = process.env.TEST_DATABASE_URL;
const TOKEN = 'listener-test-token-0123456789';

describe('/metrics of a production process', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
  let base: Record<string, string>;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    database = url ? await createEmptyDatabase(url, 'drivecare_metrics') : undefined;
    base = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'metrics-listener-test-secret-0123456789',
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-metrics-')) }),
    };
  });

  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    await database?.drop();
  });

  async function start(env: Record<string, string>) {
    const server = await startServerProcess({ ...base, ...env });
    running.push(server);
    return server;
  }

  it('a worker serves it beside its health checks, with the token, and counts its jobs', async () => {
    const worker = await start({ PROCESS_ROLE: 'worker', METRICS_TOKEN: TOKEN });
    expect((await fetch(`${worker.base}/metrics`)).status).toBe(401);
    const res = await fetch(`${worker.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    // Every job runs once as the worker starts.
    for (const job of ['mail outbox', 'appointment reminders', 'count folding']) {
      expect(text).toMatch(new RegExp(`job_runs_total\\{job="${job}"\\} [1-9]`));
    }
    expect(text).toContain('mail_outbox_pending');
    expect((await fetch(`${worker.base}/api/me`)).status).toBe(404);
  });

  it('with METRICS_PORT, only that listener serves it, and serves nothing else', async () => {
    const metricsPort = await freePort();
    const web = await start({ PROCESS_ROLE: 'web', METRICS_PORT: String(metricsPort) });
    expect((await fetch(`${web.base}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_requests_total{method="GET",route="/readyz",status="200"}');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).status).toBe(404);
  });
});
