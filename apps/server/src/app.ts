import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import type { AppEnv } from './app-env.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { Pusher } from './adapters/push/pusher.ts';
import type { MailBrand } from './adapters/mail/templates.ts';
import type { Auth } from './auth.ts';
import type { Database } from './db/client.ts';
import { createRowStreamer } from './db/row-stream.ts';
import { csvRecords } from './lib/csv.ts';
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
import { requireAdmin, sessionLoader, type SessionAccounts } from './middleware/session.ts';
import { devMailboxApiRoutes, devMailboxPageRoutes } from './modules/notifications/dev-mailbox.routes.ts';
import { eventRoutes } from './modules/notifications/events.routes.ts';
import type { NotificationsDeps } from './modules/notifications/notifications.deps.ts';
import { adminOutboxRoutes } from './modules/notifications/outbox.admin.routes.ts';
import type { Notifier } from './modules/notifications/notifier.ts';
import { notificationPreferenceRoutes } from './modules/notifications/preferences.routes.ts';
import { pushRoutes } from './modules/notifications/push.routes.ts';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { meRoutes } from './modules/people/me.routes.ts';
import { profileRoutes } from './modules/people/profile.routes.ts';
import { avatarFileRoutes } from './modules/people/avatar-files.routes.ts';
import { adminUsersRoutes } from './modules/people/users.admin.routes.ts';
import { adminAdminsRoutes } from './modules/people/administrators.admin.routes.ts';
import type { PeopleDeps } from './modules/people/people.deps.ts';
import { openApiRoutes } from './openapi/openapi.routes.ts';
import { vehicleRoutes } from './modules/vehicles/vehicles.routes.ts';
import { adminGarageRoutes } from './modules/vehicles/vehicles.admin.routes.ts';
import { vehicleHistoryRoutes } from './modules/vehicles/vehicle-history.routes.ts';
import { sharedHistoryRoutes } from './modules/vehicles/shared-history.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { adminStatsRoutes } from './modules/dashboard/dashboard.admin.routes.ts';
import type { FileStorage } from './adapters/storage/storage.ts';
import { createInProcessRealtime } from './adapters/realtime/in-process-realtime.ts';
import type { Realtime } from './adapters/realtime/realtime.ts';
import { announcementRoutes } from './modules/announcements/announcements.routes.ts';
import { adminAnnouncementRoutes } from './modules/announcements/announcements.admin.routes.ts';
import { serviceRoutes } from './modules/services/services.routes.ts';
import { adminServiceRoutes } from './modules/services/services.admin.routes.ts';
import { shopRoutes } from './modules/shops/shops.routes.ts';
import { adminShopRoutes } from './modules/shops/shops.admin.routes.ts';
import { adminClosureRoutes } from './modules/shops/shop-closures.admin.routes.ts';
import { adminAuditRoutes } from './modules/audit/audit.admin.routes.ts';
import type { AuditDeps } from './modules/audit/audit.deps.ts';
import type { Payments } from './adapters/payments/payments.ts';
import { membershipRoutes, membershipWebhookRoutes } from './modules/membership/membership.routes.ts';
import type { MembershipRoutesDeps } from './modules/membership/membership.deps.ts';
import { invoicePaymentRoutes } from './modules/invoices/invoice-payments.routes.ts';
import { adminInvoicePaymentRoutes } from './modules/invoices/invoice-payments.admin.routes.ts';
import { appointmentRoutes, receiptFileRoutes, receiptRoutes } from './modules/appointments/appointments.routes.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { adminAppointmentRoutes, adminCalendarRoutes } from './modules/appointments/appointments.admin.routes.ts';
import type { AppointmentsDeps } from './modules/appointments/appointments.deps.ts';
import { adminShopCalendarFeedRoutes } from './modules/calendar-feeds/calendar-feeds.admin.routes.ts';
import type { CalendarFeedsDeps } from './modules/calendar-feeds/calendar-feeds.deps.ts';
import { memberCalendarFeedRoutes, publicCalendarFeedRoutes } from './modules/calendar-feeds/calendar-feeds.routes.ts';
import { visitPhotoFileRoutes, visitRoutes } from './modules/visits/visits.routes.ts';
import { adminVisitRoutes } from './modules/visits/visits.admin.routes.ts';
import type { VisitsDeps } from './modules/visits/visits.deps.ts';
import { supportPhotoFileRoutes, supportRoutes } from './modules/support/support.routes.ts';
import { adminSupportRoutes } from './modules/support/support.admin.routes.ts';
import type { SupportDeps } from './modules/support/support.deps.ts';
import type { InvoiceDocuments, InvoicesDeps } from './modules/invoices/invoices.deps.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { adminInvoiceRoutes } from './modules/invoices/invoices.admin.routes.ts';
import type { SettingsDeps } from './modules/settings/settings.deps.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { adminSettingsRoutes } from './modules/settings/settings.admin.routes.ts';
import type { AnnouncementDeps } from './modules/announcements/announcements.deps.ts';
import type { DashboardDeps } from './modules/dashboard/dashboard.deps.ts';
import type { AnalyticsDeps } from './modules/analytics/analytics.deps.ts';
import type { ShopsDeps } from './modules/shops/shops.deps.ts';
import type { ServicesDeps } from './modules/services/services.deps.ts';
import type { VehiclesDeps } from './modules/vehicles/vehicles.deps.ts';
import type { Metrics } from './observability/metrics.ts';
import { metricsRoutes } from './observability/metrics.routes.ts';
import { traceRequests } from './observability/trace-requests.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** The push outbox's deliverer (its publicKey is null when pushes are off). */
  pusher: Pusher;
  /** Non-essential mail and pushes, honouring each member's switches. */
  notifier: Notifier;
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
  /** What the session middleware asks about an account (from the people module). */
  sessionAccounts: SessionAccounts;
  /** The product's name and address in mails and pages. */
  brand: MailBrand;
  /** Prometheus metrics, when env.metrics is not 'off'. */
  metrics?: Metrics;
  /** Renders issued invoices' and credit notes' PDFs after their transaction commits. */
  invoiceDocuments?: InvoiceDocuments;
}

/** Composes middleware and module routes. The same app serves tests (app.request) and production. */
export function createApp({ env, database, auth, mailer, pusher, notifier, log, storage, payments, limit, signInThrottle, sessionAccounts, brand, metrics, invoiceDocuments, realtime = createInProcessRealtime() }: AppDeps) {
  const { db } = database;
  const timeZone = env.CLUB_TIMEZONE;
  const devMailbox = mailer.transportKind === 'capture' && env.NODE_ENV !== 'production';
  const sessions = sessionLoader(auth, sessionAccounts);
  const streamRows = createRowStreamer(database, csvRecords);
  // One deps object per module, each route factory of the module (members' and staff's) built from it.
  const appointments: AppointmentsDeps = {
    db,
    mailer,
    storage,
    limit,
    timeZone,
    brand,
    notifier,
    linkSecret: env.authSecret,
    realtime,
    streamRows,
    invoiceDocuments,
  };
  const invoices: InvoicesDeps = { db, storage, limit, timeZone, documents: invoiceDocuments };
  const settings: SettingsDeps = { db };
  const visits: VisitsDeps = { db, mailer, notifier, storage, realtime, limit, brand };
  const support: SupportDeps = { db, notifier, storage, realtime, limit, brand };
  const people: PeopleDeps = {
    db,
    storage,
    limit,
    // The password hash better-auth is configured with (argon2id), for accounts admins create.
    hashPassword: async (password: string) => (await auth.$context).password.hash(password),
    timeZone,
    streamRows,
  };
  const membership: MembershipRoutesDeps = { db, payments, limit, appUrl: env.appUrl, timeZone };
  // SSE subscribers are counted for /metrics.
  const notifications: NotificationsDeps = {
    db,
    mailer,
    pusher,
    realtime: metrics ? metrics.countSubscribers(realtime) : realtime,
    productName: brand.productName,
    limit,
    linkSecret: env.authSecret,
    httpsEndpointsOnly: env.NODE_ENV === 'production',
  };
  const announcements: AnnouncementDeps = { db, realtime, notifier };
  const dashboard: DashboardDeps = { db, timeZone };
  const analytics: AnalyticsDeps = { db, timeZone };
  const shops: ShopsDeps = { db, timeZone, mailer, notifier, brand, realtime };
  const services: ServicesDeps = { db };
  const vehicles: VehiclesDeps = { db, storage, limit, timeZone, linkSecret: env.authSecret, productName: brand.productName, streamRows };
  const audit: AuditDeps = { db, timeZone };
  const calendarFeeds: CalendarFeedsDeps = { db, brand, timeZone, linkSecret: env.authSecret };

  const api = new Hono<AppEnv>()
    .use(apiBodyLimit)
    .use(csrf({ origin: env.trustedOrigins }))
    .use(rejectNulCharacters)
    .use(sessions.load)
    .route('/me', meRoutes(people))
    .route('/profile', profileRoutes(people))
    .route('/vehicles', vehicleRoutes(vehicles))
    .route('/vehicles', vehicleHistoryRoutes(vehicles))
    .route('/shared-histories', sharedHistoryRoutes(vehicles))
    .route('/dashboard', dashboardRoutes(dashboard))
    .route('/analytics', analyticsRoutes(analytics))
    .route('/files/avatars', avatarFileRoutes(people))
    .route('/files/receipts', receiptFileRoutes(appointments))
    .route('/appointments', appointmentRoutes(appointments))
    .route('/receipts', receiptRoutes(appointments))
    .route('/waitlist', waitlistRoutes(appointments))
    .route('/visits', visitRoutes(visits))
    .route('/files/visit-photos', visitPhotoFileRoutes(visits))
    .route('/support', supportRoutes(support))
    .route('/files/support-photos', supportPhotoFileRoutes(support))
    .route('/invoices', invoiceRoutes(invoices))
    .route('/settings', settingsRoutes(settings))
    .route('/services', serviceRoutes(services))
    .route('/shops', shopRoutes(shops))
    .route('/announcements', announcementRoutes(announcements))
    .route('/events', eventRoutes(notifications))
    .route('/push', pushRoutes(notifications))
    .route('/notification-preferences', notificationPreferenceRoutes(notifications))
    .route('/membership', membershipRoutes(membership))
    .route('/invoices', invoicePaymentRoutes(membership))
    .route('/calendar-feed', memberCalendarFeedRoutes(calendarFeeds))
    .route('/calendar-feeds', publicCalendarFeedRoutes(calendarFeeds))
    .use('/admin/*', requireAdmin)
    .route('/admin/stats', adminStatsRoutes(dashboard))
    .route('/admin/users', adminUsersRoutes(people))
    .route('/admin/admins', adminAdminsRoutes(people))
    .route('/admin/services', adminServiceRoutes(services))
    .route('/admin/shops', adminShopRoutes(shops))
    .route('/admin/closures', adminClosureRoutes(shops))
    .route('/admin/audit', adminAuditRoutes(audit))
    .route('/admin/shops', adminShopCalendarFeedRoutes(calendarFeeds))
    .route('/admin/garage', adminGarageRoutes(vehicles))
    .route('/admin/announcements', adminAnnouncementRoutes(announcements))
    .route('/admin/outbox', adminOutboxRoutes(notifications))
    .route('/admin/appointments', adminAppointmentRoutes(appointments))
    .route('/admin/calendar', adminCalendarRoutes(appointments))
    .route('/admin/visits', adminVisitRoutes(visits))
    .route('/admin/support', adminSupportRoutes(support))
    .route('/admin/invoices', adminInvoiceRoutes(invoices))
    .route('/admin/settings', adminSettingsRoutes(settings))
    .route('/admin/invoices', adminInvoicePaymentRoutes(membership));

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // Outermost, so the request's span is current in everything below (the request log carries its trace id).
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) app.use(traceRequests());
  app.use(requestContext(log));
  if (metrics) app.use(metrics.recordRequests);
  app.use(securityHeaders({ hsts: env.appUrl.startsWith('https:') }));
  app.use(clientIp(env.TRUSTED_PROXY));
  app.use('/api/*', sameOriginWrites(env.trustedOrigins));
  app.route('/', healthRoutes({ db }));
  if (metrics && env.metrics === 'app') app.route('/', metricsRoutes(metrics, env.METRICS_TOKEN));
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
  app.route('/api/unsubscribe', unsubscribeRoutes(notifications));
  if (devMailbox) {
    app.route('/api/dev/mailbox', devMailboxApiRoutes(notifications));
    app.route('/dev/mailbox', devMailboxPageRoutes(notifications));
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
  // The service worker and the manifest keep their names across versions: revalidated, so an update is seen.
  const revalidated = new Set(['/service-worker.js', '/manifest.webmanifest']);
  app.use('*', async (c, next) => {
    await next();
    if (revalidated.has(c.req.path) && c.res.status === 200) c.header('Cache-Control', 'no-cache');
  }, serveStatic({ root }));
  // /metrics is the server's own path even when it is not served here (off, or on METRICS_PORT): a 404, never the page.
  app.get('*', (c) => (c.req.path === '/metrics' ? handleNotFound(c) : sendIndex(c)));
}
