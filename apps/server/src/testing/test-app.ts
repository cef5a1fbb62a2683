import { afterAll } from 'vitest';
import { generateVapidKeys } from '../adapters/push/web-push-service.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { buildServer } from '../server.ts';
import { seedDatabase } from '../seed/seed.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

// Given, so no test writes a generated pair into a data folder; pushes are on and go wherever a test subscribed.
const vapid = generateVapidKeys();
export const TEST_VAPID = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * The real app on a fresh database for one test file, driven through app.request() with real HTTP
 * semantics (cookies, origins, status codes). Closed after the file's tests.
 */
export async function createTestApp(options: { env?: Record<string, string>; seed?: boolean } = {}) {
  const env = loadEnv({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', ...TEST_VAPID, ...options.env });
  const database = await openTestDatabase();
  const log = createLogger('silent', false);
  const { app, auth, mailer, pusher, notifier, storage, realtime, countFolder, invoiceDocuments } = buildServer(env, database, log);
  if (options.seed !== false) await seedDatabase(database.db, auth, { demo: false });
  afterAll(async () => {
    await mailer.stop();
    await pusher.stop();
    await invoiceDocuments.stop();
    await realtime.close();
    await database.close();
  });

  async function request<T = unknown>(
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; ip?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...init.headers };
    if (init.cookie) headers.Cookie = init.cookie;
    let body: RequestInit['body'];
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    // The connection's address, as @hono/node-server would give it; each caller is its own client by default.
    const connection = { incoming: { socket: { remoteAddress: init.ip ?? randomIp(), remotePort: 50000, remoteFamily: 'IPv4' } } };
    const res = await app.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }, connection);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return { app, auth, mailer, pusher, notifier, storage, countFolder, invoiceDocuments, env, db: database.db, database, request };
}

const randomIp = () => `10.${rand255()}.${rand255()}.${rand255()}`;
const rand255 = () => Math.floor(Math.random() * 255);

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
