import type { Mailer } from './adapters/mail/mailer.ts';
import type { Pusher } from './adapters/push/pusher.ts';
import type { CountFolder } from './modules/figures/count-folder.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import type { RunListener } from './lib/background-task.ts';
import type { Metrics } from './observability/metrics.ts';
import type { Reminders } from './modules/appointments/appointment-reminders.ts';
import type { MaintenanceReminders } from './modules/vehicles/maintenance-reminders.ts';
import type { InvoiceDocumentsTask } from './modules/invoices/invoice-documents.ts';

/** A background job a worker (or an `all` process) runs: once at start, then on its own interval, until stopped. */
export interface Job {
  name: string;
  start(): void;
  /** Stops the interval and waits for a run under way. */
  stop(): Promise<void>;
}

interface Periodic {
  run(): Promise<unknown>;
  start(): void;
  stop(): Promise<void>;
  observe(listener: RunListener): void;
}

/**
 * A worker that starts catches up at once (mail queued while no worker ran, reminders come due meanwhile)
 * rather than after its first interval, which is a minute for reminders.
 */
function job(name: string, task: Periodic, log: Logger, metrics: Metrics | undefined): Job {
  // Every run counts, whoever starts it: the interval, this start, or a nudge after a message is queued.
  if (metrics) task.observe(metrics.observeJob(name));
  return {
    name,
    start() {
      void task.run().catch((err: unknown) => log.error({ err, job: name }, 'background job failed'));
      task.start();
    },
    stop: () => task.stop(),
  };
}

/**
 * Every background job, in one place: a new job is added here and nowhere else. Each keeps several processes
 * apart by itself (row locks, SKIP LOCKED, claimed keys), so any number of workers may run them.
 */
export function backgroundJobs(parts: {
  mailer: Mailer;
  pusher: Pusher;
  reminders: Reminders;
  maintenanceReminders: MaintenanceReminders;
  countFolder: CountFolder;
  invoiceDocuments: InvoiceDocumentsTask;
  log: Logger;
  metrics?: Metrics;
}): Job[] {
  const { mailer, pusher, reminders, maintenanceReminders, countFolder, invoiceDocuments, log, metrics } = parts;
  return [
    job('mail outbox', { run: mailer.drain, start: () => mailer.start(), stop: mailer.stop, observe: mailer.observe }, log, metrics),
    job('push outbox', { run: pusher.drain, start: () => pusher.start(), stop: pusher.stop, observe: pusher.observe }, log, metrics),
    job('appointment reminders', { run: reminders.sweep, start: () => reminders.start(), stop: reminders.stop, observe: reminders.observe }, log, metrics),
    job(
      'maintenance reminders',
      { run: maintenanceReminders.sweep, start: () => maintenanceReminders.start(), stop: maintenanceReminders.stop, observe: maintenanceReminders.observe },
      log,
      metrics,
    ),
    job('count folding', { run: countFolder.fold, start: () => countFolder.start(), stop: countFolder.stop, observe: countFolder.observe }, log, metrics),
    job(
      'invoice documents',
      { run: invoiceDocuments.run, start: () => invoiceDocuments.start(), stop: invoiceDocuments.stop, observe: invoiceDocuments.observe },
      log,
      metrics,
    ),
  ];
}

export const runsJobs = (role: Env['PROCESS_ROLE']) => role !== 'web';
export const servesApp = (role: Env['PROCESS_ROLE']) => role !== 'worker';
