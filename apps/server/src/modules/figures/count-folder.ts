import { createBackgroundTask, type RunListener } from '../../lib/background-task.ts';
import type { Logger } from '../../logger.ts';
import type { DbOrTx } from '../../db/client.ts';
import { foldAppointmentDayCounts } from './appointment-day-totals.ts';
import { foldUserPrefixCounts } from './member-figures.ts';

/** Moves one kind of appended count changes into its totals; safe to run on several instances at once. */
export type FoldCounts = (db: DbOrTx) => Promise<void>;

export interface CountFolder {
  fold(): Promise<void>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  observe(listener: RunListener): void;
}

/**
 * Folds appended count changes into their totals every few seconds (the appointment totals, the user search
 * figures), so a figure reads a few rows however busy the writes are. Figures are exact whether or not it has run.
 */
export function createCountFolder(deps: { db: DbOrTx; log: Logger }): CountFolder {
  const folds: Record<string, FoldCounts> = { appointment: foldAppointmentDayCounts, 'user search': foldUserPrefixCounts };
  async function foldAll() {
    for (const [name, fold] of Object.entries(folds)) {
      // One kind failing must not keep the others from folding.
      await fold(deps.db).catch((err: unknown) => deps.log.error({ err }, `folding ${name} count changes failed`));
    }
  }
  const task = createBackgroundTask(foldAll, { log: deps.log, failure: 'count folding failed', intervalMs: 5_000 });
  return { fold: task.run, start: task.start, stop: task.stop, observe: task.observe };
}
