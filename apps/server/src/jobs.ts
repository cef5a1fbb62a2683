import type { Mailer } from './adapters/mail/mailer.ts';
import type { CountFolder } from './db/count-folder.ts';
import type { Env } from './env.ts';
import type { Reminders } from './modules/reminders/reminders.ts';

/** A background job a worker (or an `all` process) runs: on its own interval, until stopped. */
export interface Job {
  name: string;
  start(): void;
  /** Stops the interval and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Every background job, in one place: a new job is added here and nowhere else. Each keeps several processes
 * apart by itself (row locks, SKIP LOCKED, claimed keys), so any number of workers may run them.
 */
export function backgroundJobs(parts: { mailer: Mailer; reminders: Reminders; countFolder: CountFolder }): Job[] {
  return [
    { name: 'mail outbox', start: () => parts.mailer.start(), stop: () => parts.mailer.stop() },
    { name: 'appointment reminders', start: () => parts.reminders.start(), stop: () => parts.reminders.stop() },
    { name: 'count folding', start: () => parts.countFolder.start(), stop: () => parts.countFolder.stop() },
  ];
}

export const runsJobs = (role: Env['PROCESS_ROLE']) => role !== 'web';
export const servesApp = (role: Env['PROCESS_ROLE']) => role !== 'worker';
