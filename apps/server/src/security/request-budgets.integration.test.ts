import { randomUUID } from 'node:crypto';
import { RATE_LIMITED_MESSAGE, type ApiErrorBody } from '@drivecare/contract/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { BUDGETS, counterFactory, createRequestBudgets, type BudgetName } from '../middleware/rate-limit.ts';
import type { SessionUser } from '../lib/session-cache.ts';
import { createAdmin, createMember } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';

const app = await createTestApp();
const [memberA, memberB, adminA, adminB] = await Promise.all([createMember(app), createMember(app), createAdmin(app), createAdmin(app)]);

const form = () => new FormData();
const perMinute = (budget: BudgetName) => BUDGETS[budget][0][0];

// Each call is refused by the route itself (400/404) or succeeds; the budget is spent before the route runs.
const routes: [BudgetName, string, string, () => string, 'member' | 'admin', () => unknown][] = [
  ['booking', 'POST /api/appointments', 'POST', () => '/api/appointments', 'member', () => ({})],
  ['reschedule', 'PATCH /api/appointments/:id', 'PATCH', () => `/api/appointments/${randomUUID()}`, 'member', () => ({})],
  ['cancel', 'POST /api/appointments/:id/cancel', 'POST', () => `/api/appointments/${randomUUID()}/cancel`, 'member', () => undefined],
  ['upload', 'POST /api/profile/avatar', 'POST', () => '/api/profile/avatar', 'member', form],
  ['upload', 'POST /api/admin/appointments/:id/documents', 'POST', () => `/api/admin/appointments/${randomUUID()}/documents`, 'admin', form],
  ['checkout', 'POST /api/membership/checkout', 'POST', () => '/api/membership/checkout', 'member', () => undefined],
  ['documentLink', 'POST /api/receipts/:id/link', 'POST', () => `/api/receipts/${randomUUID()}/link`, 'member', () => undefined],
  ['historyHandover', 'POST /api/vehicles/:id/share-link', 'POST', () => `/api/vehicles/${randomUUID()}/share-link`, 'member', () => undefined],
];

describe('per-account request budgets', () => {
  it.each(routes)('%s (%s) answers 429 with a message and Retry-After past its budget, for that account only', async (budget, _label, method, path, role, body) => {
    const [caller, other] = role === 'admin' ? [adminA, adminB] : [memberA, memberB];
    const call = (cookie: string) => app.request<ApiErrorBody>(path(), { method, cookie, body: body() });
    const statuses: number[] = [];
    for (let i = 0; i < perMinute(budget); i++) statuses.push((await call(caller.cookie)).status);
    expect(statuses).not.toContain(429);
    const refused = await call(caller.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await call(other.cookie)).status).not.toBe(429);
  });

  it('leaves the other budgets of a limited account alone', async () => {
    // memberA spent its booking budget above; reading and editing the garage are not limited.
    expect((await app.request('/api/appointments', { method: 'POST', cookie: memberA.cookie, body: {} })).status).toBe(429);
    expect((await app.request('/api/appointments', { cookie: memberA.cookie })).status).toBe(200);
  });

  it('does not spend a budget for a visitor (the route answers 401 first)', async () => {
    for (let i = 0; i <= perMinute('checkout'); i++) {
      expect((await app.request('/api/membership/checkout', { method: 'POST', body: {} })).status).toBe(401);
    }
  });
});

describe('budget scale', () => {
  it('multiplies every budget by RATE_LIMIT_SCALE', async () => {
    const limit = createRequestBudgets(counterFactory({ kind: 'pglite' } as Database), 3);
    const user = { id: 'scaled' } as SessionUser;
    const mini = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('user', user);
        await next();
      })
      .post('/', limit('checkout'), (c) => c.text('ok'));
    const statuses: number[] = [];
    for (let i = 0; i <= 3 * perMinute('checkout'); i++) statuses.push((await mini.request('/', { method: 'POST' })).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
