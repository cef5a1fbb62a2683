import { expect, request as playwrightRequest } from '@playwright/test';

import { DEMO_ADMIN, E2E_ORIGIN, uniqueEmail } from './accounts';

/** A fresh administrator created by the demo admin through the real API, for tests that change an admin. */
export async function createAdminThroughApi(prefix = 'admin', names = { firstName: 'Avery', lastName: 'Operator' }) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: DEMO_ADMIN })).ok()).toBe(true);
    const email = uniqueEmail(prefix);
    const password = 'secret123';
    const res = await api.post('/api/admin/admins', { data: { ...names, email, password } });
    expect(res.status()).toBe(201);
    return { email, password, ...names };
  } finally {
    await api.dispose();
  }
}

/** Whether `email`/`password` may sign in right now (a fresh request context, no cookies). */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  try {
    return (await api.post('/api/auth/sign-in/email', { data: { email, password } })).ok();
  } finally {
    await api.dispose();
  }
}
