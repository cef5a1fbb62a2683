import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  proc: ChildProcess;
  base: string;
  output: string[];
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The release bundle (`npm run build:server`) rather than the TypeScript sources. */
export const RELEASE_ENTRY = 'apps/server/dist/main.js';

function spawnServer(env: Record<string, string>, port: number, nodeArgs: readonly string[] = [], release = false) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const entry = release ? [RELEASE_ENTRY] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  return spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the real server expecting it to refuse to start: its exit code and everything it printed. */
export async function serverStartFailure(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const proc = spawnServer(env, await freePort());
  const output: string[] = [];
  proc.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  proc.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const timer = setTimeout(() => proc.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => proc.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output: output.join('') };
}

/**
 * The real server (`apps/server/src/main.ts`, or with `release` the bundle) in its own process on a free port,
 * ready when this resolves. `nodeArgs` go before the entry point (flags NODE_OPTIONS refuses, such as --cpu-prof).
 */
export async function startServerProcess(env: Record<string, string>, nodeArgs: readonly string[] = [], opts: { release?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  const proc = spawnServer(env, port, nodeArgs, opts.release);
  proc.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  proc.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { proc, base, output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not become ready: ${output.join('')}`);
}

/** A tiny HTTP client for one instance, with a client address set through the trusted proxy header. */
export function instanceClient(server: ServerProcess, ip: string) {
  return async <T = unknown>(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => {
    const headers: Record<string, string> = { Origin: server.base, 'X-Forwarded-For': ip };
    if (init.cookie) headers.Cookie = init.cookie;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(server.base + path, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((c) => c && !c.endsWith('='))
      .join('; ');
    return { status: res.status, body: body as T, cookie };
  };
}
