import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import type { AppEnv } from './app-env.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { Auth } from './auth.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { clientIp } from './middleware/client-ip.ts';
import { onlyUsedAuthEndpoints } from './middleware/auth-endpoints.ts';
import { apiBodyLimit } from './middleware/body-limit.ts';
import type { Limit } from './middleware/rate-limit.ts';
import type { SignInThrottle } from './middleware/sign-in-throttle.ts';
import { handleError, handleNotFound } from './middleware/errors.ts';
import { requestContext } from './middleware/request-context.ts';
import { sameOriginWrites } from './middleware/same-origin.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { rejectNulCharacters } from './middleware/reject-nul.ts';
import { requireAdmin, sessionLoader } from './middleware/session.ts';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { openApiRoutes } from './openapi/openapi.routes.ts';
import { adminOutboxRoutes } from './modules/outbox/outbox.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { vehicleRoutes } from './modules/vehicles/vehicles.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { avatarFileRoutes } from './modules/files/files.routes.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import { adminStatsRoutes } from './modules/stats/stats.routes.ts';
import { adminAdminsRoutes } from './modules/admins/admins.routes.ts';
import { adminUsersRoutes } from './modules/users/users.routes.ts';
import { createInProcessRealtime } from './adapters/realtime/in-process-realtime.ts';
import type { Realtime } from './adapters/realtime/realtime.ts';
import { adminAnnouncementRoutes, announcementRoutes } from './modules/announcements/announcements.routes.ts';
import { adminGarageRoutes } from './modules/admin-garage/admin-garage.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { adminServiceRoutes, serviceRoutes } from './modules/services/services.routes.ts';
import { adminShopRoutes, shopRoutes } from './modules/shops/shops.routes.ts';
import type { Payments } from './adapters/payments/payments.ts';
import { membershipRoutes, membershipWebhookRoutes } from './modules/membership/membership.routes.ts';
import { appointmentRoutes, receiptFileRoutes, receiptRoutes } from './modules/appointments/appointments.routes.ts';
import { adminAppointmentRoutes } from './modules/admin-appointments/admin-appointments.routes.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  log: Logger;
  /** SSE fan-out; in-process unless a cross-instance implementation is given. */
  realtime?: Realtime;
  /** Uploaded files (avatars, receipts): a local folder by default. */
  storage: FileStorage;
  /** Premium billing: Stripe when configured, otherwise the demo checkout. */
  payments: Payments;
  /** Per-account request budgets (booking, uploads, checkout, document links). */
  limit: Limit;
  /** Per-e-mail sign-in delays, beside better-auth's per-address limit. */
  signInThrottle: SignInThrottle;
}

/** Composes middleware and module routes. The same app serves tests (app.request) and production. */
export function createApp({ env, database, auth, mailer, log, storage, payments, limit, signInThrottle, realtime = createInProcessRealtime() }: AppDeps) {
  const { db } = database;
  const membership = { db, payments, appUrl: env.appUrl, timeZone: env.CLUB_TIMEZONE };
  // The password hash better-auth is configured with (argon2id), for accounts admins create.
  const hashPassword = async (password: string) => (await auth.$context).password.hash(password);
  const brand = { productName: env.PRODUCT_NAME, appUrl: env.appUrl };
  const devMailbox = mailer.transportKind === 'capture' && env.NODE_ENV !== 'production';
  const sessions = sessionLoader(auth, db);

  const api = new Hono<AppEnv>()
    .use(apiBodyLimit)
    .use(csrf({ origin: env.trustedOrigins }))
    .use(rejectNulCharacters)
    .use(sessions.load)
    .route('/me', meRoutes(db))
    .route('/profile', profileRoutes(db, storage, limit))
    .route('/vehicles', vehicleRoutes(db))
    .route('/dashboard', dashboardRoutes(db, env.CLUB_TIMEZONE))
    .route('/files/avatars', avatarFileRoutes(storage))
    .route('/files/receipts', receiptFileRoutes(db, storage, env.authSecret))
    .route('/appointments', appointmentRoutes({ db, mailer, timeZone: env.CLUB_TIMEZONE, brand: { productName: env.PRODUCT_NAME, appUrl: env.appUrl, mailFrom: env.MAIL_FROM } }, limit))
    .route('/receipts', receiptRoutes(db, env.authSecret, limit))
    .route('/services', serviceRoutes(db))
    .route('/shops', shopRoutes(db, env.CLUB_TIMEZONE))
    .route('/announcements', announcementRoutes({ db, realtime }))
    .route('/events', eventRoutes(realtime))
    .route('/membership', membershipRoutes(membership, limit))
    .use('/admin/*', requireAdmin)
    .route('/admin/stats', adminStatsRoutes(db, env.CLUB_TIMEZONE))
    .route('/admin/users', adminUsersRoutes(db, hashPassword))
    .route('/admin/admins', adminAdminsRoutes(db, hashPassword))
    .route('/admin/services', adminServiceRoutes(db))
    .route('/admin/shops', adminShopRoutes(db))
    .route('/admin/garage', adminGarageRoutes(db))
    .route('/admin/announcements', adminAnnouncementRoutes({ db, realtime }))
    .route('/admin/outbox', adminOutboxRoutes(db, mailer))
    .route('/admin/appointments', adminAppointmentRoutes({ db, mailer, storage, timeZone: env.CLUB_TIMEZONE, brand }, limit));

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(requestContext(log));
  app.use(securityHeaders({ hsts: env.appUrl.startsWith('https:') }));
  app.use(clientIp(env.TRUSTED_PROXY));
  app.use('/api/*', sameOriginWrites(env.trustedOrigins));
  app.route('/', healthRoutes(db));
  app.route('/api', openApiRoutes(env.PRODUCT_NAME));
  // The size limit comes before the character check, which reads the whole body.
  app.use('/api/auth/*', onlyUsedAuthEndpoints, apiBodyLimit);
  // better-auth would hand a NUL or malformed UTF-8 to the database (a 500, or half an account): refused first.
  app.use('/api/auth/*', rejectNulCharacters);
  // Around better-auth's handler: it must see the outcome (401 or 200) of each password check.
  app.use('/api/auth/sign-in/email', signInThrottle.guard);
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    sessions.forget(c.req.raw.headers);
    return auth.handler(c.req.raw);
  });
  app.route('/api/membership/webhook', membershipWebhookRoutes(membership));
  if (devMailbox) {
    app.route('/api/dev/mailbox', devMailboxApiRoutes(db));
    app.route('/dev/mailbox', devMailboxPageRoutes(db, env.PRODUCT_NAME));
  }
  app.route('/api', api);
  app.all('/api/*', handleNotFound);
  mountWebApp(app, env);
  app.notFound(handleNotFound);
  return app;
}

export type AppType = ReturnType<typeof createApp>;

/** The built SPA: hashed assets cached for a year, index.html revalidated, deep links fall back to it. */
function mountWebApp(app: Hono<AppEnv>, env: Env) {
  // apps/server/src/app.ts and the release bundle apps/server/dist/main.js sit at the same depth, so the same
  // relative path reaches apps/web/dist from either, whatever the working directory.
  const dist = path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'));
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const root = path.relative(process.cwd(), dist);
  app.use('/assets/*', compress(), async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const sendIndex = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  };
  // The page itself is always revalidated, so a deploy reaches people at once (serveStatic would not say so).
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('*', serveStatic({ root }));
  app.get('*', sendIndex);
}
