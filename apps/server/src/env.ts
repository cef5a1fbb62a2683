import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    APP_URL: z.url().optional(),
    // Other origins (comma separated) whose pages may call the API with the session cookie, e.g. a second domain.
    TRUSTED_ORIGINS: z
      .string()
      .optional()
      .transform((v) => (v ?? '').split(',').map((o) => o.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) URLs' }))),
    BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
    PRODUCT_NAME: z.string().min(1).default('DriveCare Club'),
    CLUB_TIMEZONE: z.string().default('America/New_York'),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('DriveCare Club <no-reply@drivecare.club>'),
    // How many hours before a scheduled appointment its reminder e-mail goes out.
    REMINDER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    SEED_DEMO: booleanFlag,
    // Off for deployments that migrate once per release (`npm run db:migrate`): the instances then only check.
    MIGRATE_ON_START: z
      .enum(['0', '1', 'true', 'false', ''])
      .optional()
      .transform((v) => v !== '0' && v !== 'false'),
    // web: HTTP only; worker: every background job, and only the health checks over HTTP; all: both (one process).
    PROCESS_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
    TRUSTED_PROXY: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    // Multiplies every rate limit (auth per address, per-account budgets); only for test runs and the benchmark.
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    // Files go to this S3-compatible bucket when set; otherwise to DATA_DIR/files.
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag,
    S3_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'must be path segments of letters, digits, _ and -').optional(),
    // Stripe is used when the three are set; otherwise the built-in demo checkout.
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_ID: z.string().min(1).optional(),
    // Only for tests: a local stand-in for api.stripe.com (protocol, host and port are passed to the SDK).
    STRIPE_API_BASE: z.url().optional(),
    // GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>` when set.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // /metrics is served on this port only (a listener of its own, kept off the public load balancer).
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // Traces go to this OTLP/HTTP collector (e.g. http://otel-collector:4318) when set; off otherwise.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('drivecare-club'),
    // Web Push (VAPID) keys, base64url. Unset: generated once into DATA_DIR on the embedded database, otherwise
    // pushes are off (several instances must share one pair, so none is made up per instance).
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key').optional(),
    // The contact push services are given with every push (mailto: or https:).
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').optional(),
  })
  .superRefine((env, ctx) => {
    // Without it the secret in this file would sign production cookies, and anyone could forge a session.
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    if (!Intl.supportedValuesOf('timeZone').includes(env.CLUB_TIMEZONE) && env.CLUB_TIMEZONE !== 'UTC') {
      ctx.addIssue({ code: 'custom', path: ['CLUB_TIMEZONE'], message: `unknown time zone '${env.CLUB_TIMEZONE}'` });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PRICE_ID];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const).find((k) => !env[k]);
      ctx.addIssue({ code: 'custom', path: [missing ?? 'STRIPE_SECRET_KEY'], message: 'is required when Stripe is configured' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'is required with the other VAPID key' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
  });

export type Env = z.infer<typeof envSchema> & {
  appUrl: string;
  authSecret: string;
  dataDir: string;
  /** Embedded PGlite (the no-config default) rather than a PostgreSQL server. */
  embedded: boolean;
  /** Demo accounts are created with SEED_DEMO=1, or on the embedded database outside production. */
  seedDemo: boolean;
  /** Origins whose requests may carry the session cookie: better-auth's trustedOrigins and our own check. */
  trustedOrigins: string[];
  /**
   * Where /metrics is served: on METRICS_PORT ('port'); on the app's port ('app') with METRICS_TOKEN, or openly in
   * development; otherwise nowhere, and nothing is collected ('off').
   */
  metrics: 'off' | 'app' | 'port';
};

// Only outside production (where BETTER_AUTH_SECRET is required).
const DEV_SECRET = 'drivecare-dev-secret-do-not-use-in-production-0123456789';

/** The only reader of process.env. Fails with one line naming the bad setting. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new Error(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  const embedded = !env.DATABASE_URL;
  const production = env.NODE_ENV === 'production';
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    appUrl,
    authSecret: env.BETTER_AUTH_SECRET ?? DEV_SECRET,
    dataDir: path.resolve(env.DATA_DIR),
    embedded,
    seedDemo: env.SEED_DEMO || (embedded && !production),
    trustedOrigins: trustedOrigins(appUrl, env.PORT, env.TRUSTED_ORIGINS, production),
    metrics: env.METRICS_PORT ? 'port' : env.METRICS_TOKEN || env.NODE_ENV === 'development' ? 'app' : 'off',
  };
}

const LOOPBACK = /^(https?:\/\/)(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * APP_URL and TRUSTED_ORIGINS; outside production also the server's own address and APP_URL under both loopback
 * names, since a developer may open http://127.0.0.1:3000 as well as http://localhost:3000.
 */
function trustedOrigins(appUrl: string, port: number, extra: string[], production: boolean): string[] {
  const origins = [new URL(appUrl).origin, ...extra.map((o) => new URL(o).origin)];
  if (!production) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
    const loopback = LOOPBACK.exec(appUrl);
    if (loopback) origins.push(`${loopback[1]}localhost${loopback[3] ?? ''}`, `${loopback[1]}127.0.0.1${loopback[3] ?? ''}`);
  }
  return [...new Set(origins)];
}
