import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail.ts';
import { createMember } from '../testing/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});

const scrape = async () => {
  const res = await app.request<string>('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.body;
};

/** The value of one series in the Prometheus text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('refuses a scraper without the token, or with a wrong one, with the API error shape', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong-token-0123456789' }, { Authorization: TOKEN }];
    for (const headers of attempts) {
      const res = await app.request('/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'A valid metrics token is required' } });
    }
  });

  it('answers the Prometheus text format with process memory and event-loop delay', async () => {
    const res = await app.request<string>('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(res.body).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts a request by its route pattern and status, not by its path', async () => {
    const before = await scrape();
    const series = 'http_requests_total{method="PATCH",route="/api/vehicles/:id",status="401"}';
    const was = sample(before, series) ?? 0;
    for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) {
      expect((await app.request(`/api/vehicles/${id}`, { method: 'PATCH', body: {} })).status).toBe(401);
    }
    const after = await scrape();
    expect(sample(after, series)).toBe(was + 2);
    expect(after).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(after).toMatch(/http_request_duration_seconds_count\{method="PATCH",route="\/api\/vehicles\/:id",status="401"\} \d+/);
  });

  it('puts every path no route claims under one label', async () => {
    for (const path of ['/api/no-such-thing', '/api/scanner/probe/1', '/wp-login.php']) {
      await app.request(path, { method: 'POST', body: {} });
    }
    const text = await scrape();
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('wp-login');
    expect(sample(text, 'http_requests_total{method="POST",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(3);
  });

  it("shows each background job's runs, failures and duration", async () => {
    const job = 'job_runs_total{job="count folding"}';
    const was = sample(await scrape(), job);
    expect(was).toBeDefined();
    await app.countFolder.fold();
    const text = await scrape();
    expect(sample(text, job)).toBe(was! + 1);
    expect(sample(text, 'job_failures_total{job="count folding"}')).toBe(0);
    expect(sample(text, 'job_duration_seconds_count{job="count folding"}')).toBe(was! + 1);
    for (const name of ['mail outbox', 'appointment reminders']) expect(text).toContain(`job_runs_total{job="${name}"}`);
  });

  it('reads the outbox backlog from the database on each scrape: pending, dead and the oldest pending age', async () => {
    const message = { subject: 'Metrics', text: 'x', html: '<p>x</p>' };
    const hourAgo = new Date(Date.now() - 3_600_000);
    await app.db.insert(mailOutbox).values([
      // Not due for a day, so no drain delivers it while the test looks.
      { ...message, to: 'waiting@example.com', createdAt: hourAgo, nextAttemptAt: new Date(Date.now() + 86_400_000) },
      { ...message, to: 'gone@example.com', status: 'dead', attempts: 8 },
    ]);
    const text = await scrape();
    expect(sample(text, 'mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mail_outbox_dead')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3599);
  });

  it('counts open SSE streams, and forgets one when it closes', async () => {
    const member = await createMember(app, 'sse');
    const before = sample(await scrape(), 'sse_connections') ?? 0;
    const controller = new AbortController();
    const res = await app.app.request('/api/events', { headers: { Cookie: member.cookie, Origin: TEST_ORIGIN }, signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    expect(sample(await scrape(), 'sse_connections')).toBe(before + 1);
    controller.abort();
    await reader.cancel();
    await expect.poll(async () => sample(await scrape(), 'sse_connections')).toBe(before);
  });

  it('is not served in production when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' }, seed: false });
    const res = await production.request('/metrics');
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('http_requests_total');
  });

  it('shows the PostgreSQL pool in use when the database is PostgreSQL', async () => {
    const text = await scrape();
    if (app.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('db_pool_waiting_requests');
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });
});
