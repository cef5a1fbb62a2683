import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('the process settings of a scaled-out deployment', () => {
  it('default to migrating at start and to one process doing everything', () => {
    const env = loadEnv({});
    expect(env.MIGRATE_ON_START).toBe(true);
    expect(env.PROCESS_ROLE).toBe('all');
  });

  it('turn migration at start off with false or 0, and on with anything else it accepts', () => {
    expect(loadEnv({ MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
    expect(loadEnv({ MIGRATE_ON_START: '0' }).MIGRATE_ON_START).toBe(false);
    expect(loadEnv({ MIGRATE_ON_START: 'true' }).MIGRATE_ON_START).toBe(true);
    expect(() => loadEnv({ MIGRATE_ON_START: 'no' })).toThrow(/^Invalid configuration: MIGRATE_ON_START /);
  });

  it('take web or worker as the role, and refuse any other in one line naming the setting', () => {
    expect(loadEnv({ PROCESS_ROLE: 'web' }).PROCESS_ROLE).toBe('web');
    expect(loadEnv({ PROCESS_ROLE: 'worker' }).PROCESS_ROLE).toBe('worker');
    expect(() => loadEnv({ PROCESS_ROLE: 'both' })).toThrow(/^Invalid configuration: PROCESS_ROLE /);
  });
});

describe('where /metrics is served', () => {
  const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' };

  it('is nowhere in production unless a token or a port of its own is set, and openly in development', () => {
    expect(loadEnv(production).metrics).toBe('off');
    expect(loadEnv({ NODE_ENV: 'test' }).metrics).toBe('off');
    expect(loadEnv({ NODE_ENV: 'development' }).metrics).toBe('app');
    expect(loadEnv({ ...production, METRICS_TOKEN: 'a-scraper-token-0123' }).metrics).toBe('app');
    expect(loadEnv({ ...production, METRICS_PORT: '9464' }).metrics).toBe('port');
  });

  it('refuses a short token, and a metrics port that is the app port', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/^Invalid configuration: METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/^Invalid configuration: METRICS_PORT must differ from PORT/);
    expect(() => loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'the collector' })).toThrow(/^Invalid configuration: OTEL_EXPORTER_OTLP_ENDPOINT /);
  });
});

describe('the Web Push keys', () => {
  const pub = 'B'.padEnd(87, 'x');
  const priv = 'k'.padEnd(43, 'y');

  it('are both given or neither, with the missing one named', () => {
    expect(loadEnv({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(loadEnv({ VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv }).VAPID_PRIVATE_KEY).toBe(priv);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: pub })).toThrow('Invalid configuration: VAPID_PRIVATE_KEY is required with the other VAPID key');
    expect(() => loadEnv({ VAPID_PRIVATE_KEY: priv })).toThrow('Invalid configuration: VAPID_PUBLIC_KEY is required with the other VAPID key');
  });

  it('refuses a key that is not base64url and a subject that is not a contact', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'not a key', VAPID_PRIVATE_KEY: priv })).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY /);
    expect(() => loadEnv({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/^Invalid configuration: VAPID_SUBJECT /);
    expect(loadEnv({ VAPID_SUBJECT: 'mailto:ops@example.com' }).VAPID_SUBJECT).toBe('mailto:ops@example.com');
  });
});
