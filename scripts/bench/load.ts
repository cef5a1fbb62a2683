import fs from 'node:fs';
import autocannon, { type Request } from 'autocannon';

export interface Scenario {
  name: string;
  /** One request template; setupRequest/onResponse give each connection its own session and cookie jar. */
  request: Request;
  /** Statuses that are honest answers rather than errors (booking: 409 when a slot filled up). */
  honest?: number[];
}

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  honest: number;
  peakRssMb: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

/** VmRSS of a process in MB (Linux). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function run(url: string, scenario: Scenario, connections: number, seconds: number) {
  return new Promise<{ latencies: number[]; statuses: Map<number, number>; socketErrors: number; seconds: number }>((resolve, reject) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    const instance = autocannon({ url, connections, duration: seconds, timeout: 10, requests: [scenario.request] }, (err, result) => {
      if (err) reject(err);
      else resolve({ latencies, statuses, socketErrors: result.errors + result.timeouts, seconds: (performance.now() - started) / 1000 });
    });
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

/** A short unrecorded warm-up, then `seconds` of load; peak RSS of `pid` is sampled every 100 ms throughout. */
export async function measure(url: string, scenario: Scenario, opts: { connections: number; seconds: number; warmup: number; pid: number }): Promise<Row> {
  let peak = rssMb(opts.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(opts.pid))), 100);
  try {
    if (opts.warmup > 0) await run(url, scenario, opts.connections, opts.warmup);
    const r = await run(url, scenario, opts.connections, opts.seconds);
    const sorted = r.latencies.sort((a, b) => a - b);
    let errors = r.socketErrors;
    let honest = 0;
    for (const [status, n] of r.statuses) {
      if (scenario.honest?.includes(status)) honest += n;
      else if (status < 200 || status >= 300) errors += n;
    }
    return {
      name: scenario.name,
      rps: sorted.length / r.seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      requests: sorted.length,
      errors,
      honest,
      peakRssMb: Math.max(peak, rssMb(opts.pid)),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Cookie jar per autocannon connection: sends what the server set, as a browser would. */
export function cookieHeader(context: Record<string, unknown>, initial: string): string {
  const jar = (context.jar ??= new Map(initial.split('; ').filter(Boolean).map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]))) as Map<string, string>;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export function storeCookies(context: Record<string, unknown>, headers: Record<string, string | string[]>) {
  const jar = context.jar as Map<string, string> | undefined;
  if (!jar) return;
  const set = headers['set-cookie'] ?? headers['Set-Cookie'];
  for (const line of set === undefined ? [] : Array.isArray(set) ? set : [set]) {
    const [pair = '', ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (!value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
    else jar.set(name, value);
  }
}
