import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadEnv } from './env.ts';

// No container engine runs here: these checks read the deploy files as a reader would, and tie them to the app's
// settings, the release scripts and the README. .ci/release-path runs the Dockerfile's steps themselves.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const { services } = compose;
const appServices = ['migrate', 'web-1', 'web-2', 'worker'];

/** Compose's interpolation with example values: `${X:?message}` must be given, `${X:-default}` has one. */
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (kind === '-') return rest ?? '';
    return name === 'APP_URL' ? 'https://club.example.com' : `example-${name.toLowerCase()}-0123456789abcdef0123456789abcdef`;
  });

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, MinIO with its bucket, a migration step, two web instances and a worker behind Caddy', () => {
    expect(Object.keys(services).sort()).toEqual(['bucket', 'caddy', 'migrate', 'minio', 'postgres', 'web-1', 'web-2', 'worker']);
    expect(services.migrate?.command).toEqual(['node', 'apps/server/dist/migrate.js']);
    expect(services['web-1']?.environment?.PROCESS_ROLE).toBe('web');
    expect(services['web-2']?.environment?.PROCESS_ROLE).toBe('web');
    expect(services.worker?.environment?.PROCESS_ROLE).toBe('worker');
    for (const name of ['web-1', 'web-2', 'worker']) {
      expect(services[name]?.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
    }
    for (const name of ['postgres', 'minio']) expect(services[name]?.healthcheck?.test, name).toBeDefined();
  });

  it('gives every app instance settings the server accepts in production, with the secrets required', () => {
    for (const name of appServices) {
      const environment = services[name]?.environment ?? {};
      expect(environment.MIGRATE_ON_START, name).toBe('false');
      for (const secret of ['BETTER_AUTH_SECRET', 'APP_URL']) expect(environment[secret], `${name} ${secret}`).toMatch(/^\$\{\w+:\?/);
      const env = loadEnv(Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, interpolate(String(v))])));
      expect(env.NODE_ENV).toBe('production');
      expect(env.S3_BUCKET).toBe('drivecare');
    }
  });

  it('lists only settings the README explains', () => {
    const readme = read('README.md');
    const names = new Set(appServices.flatMap((name) => Object.keys(services[name]?.environment ?? {})));
    const unexplained = [...names].filter((name) => !readme.includes(`| \`${name}\``));
    expect(unexplained).toEqual([]);
  });
});

describe('deploy/Caddyfile', () => {
  it('balances the two web instances and checks each on /readyz', () => {
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/) ?? [];
    expect(upstreams).toEqual(['web-1:3000', 'web-2:3000']);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const releasePath = read('.ci/release-path');

  it('starts the release build as npm run start:prod does, as a non-root user, checked on /readyz', () => {
    const cmd = JSON.parse(/^CMD (.*)$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(cmd.join(' ')).toBe(scripts['start:prod']);
    expect(/^USER (\S+)$/m.exec(dockerfile)?.[1]).toBe('node');
    expect(dockerfile).toMatch(/^HEALTHCHECK .* CMD node -e .*\/readyz/m);
    expect([...dockerfile.matchAll(/^FROM (\S+) AS (\w+)$/gm)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'node:20-slim build',
      'build prune',
      'node:20-slim run',
    ]);
  });

  it('builds and prunes with the commands .ci/release-path runs on a fresh copy', () => {
    const runs = [...dockerfile.matchAll(/^RUN (npm [^\\\n]+?)(?: \\|$)/gm)].map((m) => m[1]!.split(' --')[0]!);
    expect(runs).toEqual(['npm ci', 'npm run build', 'npm prune']);
    for (const run of runs) expect(releasePath, run).toContain(`timed ${run}`);
    expect(releasePath).toContain('COPY --from=prune');
  });
});
