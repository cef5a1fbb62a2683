import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './seed/seed.ts';
import { serverStartFailure, startServerProcess, type ServerProcess } from './testing/server-process.ts';

/** The real process in production mode on a fresh embedded database: no public defaults reach production. */
const SECRET = 'a-production-secret-of-at-least-32-characters';
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-prod-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir(), ...env });
  running.push(server);
  return server;
}

async function signInAsDemoAdmin(server: ServerProcess) {
  const res = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.base },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  await res.body?.cancel();
  return res.status;
}

describe('a production start', () => {
  it('refuses to start on the embedded database without BETTER_AUTH_SECRET, in one line naming it', async () => {
    const { code, output } = await serverStartFailure({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Invalid configuration: BETTER_AUTH_SECRET is required in production');
  });

  it('creates no demo accounts unless SEED_DEMO=1, and does not advertise the dev mailbox', async () => {
    const server = await start({ BETTER_AUTH_SECRET: SECRET });
    expect(await signInAsDemoAdmin(server)).toBe(401);
    const out = server.output.join('');
    expect(out).not.toContain(DEMO_ACCOUNTS.admin.password);
    expect(out).not.toContain('/dev/mailbox');
  });

  it('with SEED_DEMO=1 creates them and warns in the start-up log that they are there', async () => {
    const server = await start({ BETTER_AUTH_SECRET: SECRET, SEED_DEMO: '1' });
    expect(await signInAsDemoAdmin(server)).toBe(200);
    const out = server.output.join('');
    expect(out).toMatch(/"level":40.*SEED_DEMO=1: the demo accounts exist/);
    expect(out).toContain(DEMO_ACCOUNTS.admin.email);
    expect(out).not.toContain('/dev/mailbox');
  });
});
