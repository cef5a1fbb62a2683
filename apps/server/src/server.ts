import path from 'node:path';
import { createCaptureTransport } from './adapters/mail/capture-transport.ts';
import { createMailer } from './adapters/mail/mailer.ts';
import type { MailBrand } from './adapters/mail/templates.ts';
import { createSmtpTransport } from './adapters/mail/smtp-transport.ts';
import { createInProcessRealtime } from './adapters/realtime/in-process-realtime.ts';
import { createPostgresRealtime } from './adapters/realtime/postgres-realtime.ts';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import { s3StorageFromEnv } from './adapters/storage/s3-storage.ts';
import { createDemoPayments } from './adapters/payments/demo-payments.ts';
import { createStripePayments } from './adapters/payments/stripe-payments.ts';
import { createPusher } from './adapters/push/pusher.ts';
import { resolveVapidKeys } from './adapters/push/vapid-keys.ts';
import { createWebPushService } from './adapters/push/web-push-service.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { createApp } from './app.ts';
import { backgroundJobs } from './jobs.ts';
import { createAuth } from './auth.ts';
import { counterFactory, createRequestBudgets } from './middleware/rate-limit.ts';
import { createSignInThrottle } from './middleware/sign-in-throttle.ts';
import { createCountFolder } from './modules/figures/count-folder.ts';
import { createReminders } from './modules/appointments/appointment-reminders.ts';
import { createMaintenanceReminders } from './modules/vehicles/maintenance-reminders.ts';
import { createInvoiceDocuments } from './modules/invoices/invoice-documents.ts';
import type { SessionAccounts } from './middleware/session.ts';
import { createProfileWithGarage } from './modules/people/profile.repository.ts';
import { explainAccountRefusal, explainEndedSession, readAccount } from './modules/people/account-refusal.service.ts';
import { findAccountState } from './modules/people/users.repository.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { createMetrics } from './observability/metrics.ts';

/** Wires adapters, auth and the app around an open, migrated database. Used by main.ts and the tests. */
export function buildServer(env: Env, database: Database, log: Logger, opts: { rateLimitScale?: number } = {}) {
  const { db } = database;
  const brand: MailBrand = { productName: env.PRODUCT_NAME, appUrl: env.appUrl, mailFrom: env.MAIL_FROM };
  // Middleware and auth sit below the modules: the account reads they need are handed down from here.
  const sessionAccounts: SessionAccounts = {
    isUsable: async (userId) => (await readAccount(db, userId)).usable,
    explainAccountRefusal: (userId) => explainAccountRefusal(db, userId),
    explainEndedSession: (cookieValue) => explainEndedSession(db, cookieValue),
  };
  const authAccounts = {
    findAccountState: (by: { email: string }) => findAccountState(db, by),
    createProfileWithGarage: (profile: Parameters<typeof createProfileWithGarage>[1]) => createProfileWithGarage(db, profile),
  };
  const transport = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : createCaptureTransport();
  // A `web` process writes mail to the outbox and leaves delivery to the worker.
  const mailer = createMailer({ db: database.db, transport, from: env.MAIL_FROM, log, deliversHere: env.PROCESS_ROLE !== 'web' });
  const vapid = resolveVapidKeys({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, embedded: env.embedded, dataDir: env.dataDir });
  if (!vapid) log.warn('push notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to send them');
  const pushService = vapid ? createWebPushService(vapid, env.VAPID_SUBJECT ?? vapidSubject(env.MAIL_FROM, env.appUrl)) : null;
  const pusher = createPusher({ db: database.db, service: pushService, log, deliversHere: env.PROCESS_ROLE !== 'web' });
  const notifier = createNotifier({ mailer, pusher, brand, linkSecret: env.authSecret });
  const counters = counterFactory(database);
  const signInThrottle = createSignInThrottle(counters);
  const limit = createRequestBudgets(counters, opts.rateLimitScale);
  const auth = createAuth({ env, db, mailer, log, rateLimitScale: opts.rateLimitScale, signInThrottle, accounts: authAccounts, brand });
  const storage = env.S3_BUCKET ? s3StorageFromEnv(env, env.S3_BUCKET) : createLocalStorage(path.join(env.dataDir, 'files'));
  // Several instances on one PostgreSQL hear each other's events; the embedded database has one instance.
  const realtime = database.pool ? createPostgresRealtime(database.pool, log) : createInProcessRealtime();
  const payments =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID
      ? createStripePayments({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          priceId: env.STRIPE_PRICE_ID,
          apiBase: env.STRIPE_API_BASE,
        })
      : createDemoPayments(database.db, { secret: env.authSecret, appUrl: env.appUrl });
  const metrics = env.metrics === 'off' ? undefined : createMetrics(database);
  // A `web` process leaves the invoice PDFs to the worker, as it leaves mail delivery.
  const invoiceDocuments = createInvoiceDocuments({ db: database.db, storage, log, productName: brand.productName, deliversHere: env.PROCESS_ROLE !== 'web' });
  const app = createApp({ env, database, auth, mailer, pusher, notifier, log, storage, payments, realtime, limit, signInThrottle, sessionAccounts, brand, metrics, invoiceDocuments });
  const reminders = createReminders({
    db: database.db,
    mailer,
    notifier,
    log,
    hours: env.REMINDER_HOURS,
    timeZone: env.CLUB_TIMEZONE,
    brand,
  });
  const maintenanceReminders = createMaintenanceReminders({ db: database.db, notifier, log, brand, timeZone: env.CLUB_TIMEZONE });
  const countFolder = createCountFolder({ db: database.db, log });
  const jobs = backgroundJobs({ mailer, pusher, reminders, maintenanceReminders, countFolder, invoiceDocuments, log, metrics });
  return { app, auth, mailer, pusher, notifier, storage, payments, realtime, reminders, maintenanceReminders, countFolder, invoiceDocuments, jobs, metrics };
}

/** The contact push services get: MAIL_FROM's address, or the app's host. */
function vapidSubject(mailFrom: string, appUrl: string) {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom.trim() : `no-reply@${new URL(appUrl).hostname}`);
  return `mailto:${address}`;
}
