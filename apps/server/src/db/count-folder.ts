import type { DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { foldCountChanges } from './admin-appointments.repository.ts';

export interface CountFolder {
  fold(): Promise<void>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/**
 * Folds the appended appointment count changes into the per-day totals every few seconds, so a total reads a
 * few hundred rows however busy booking is. Totals are exact whether or not it has run; several instances may
 * fold at once.
 */
export function createCountFolder(deps: { db: DbOrTx; log: Logger }): CountFolder {
  let timer: NodeJS.Timeout | undefined;
  let folding: Promise<void> | null = null;

  function fold() {
    folding ??= foldCountChanges(deps.db)
      .catch((err: unknown) => deps.log.error({ err }, 'folding appointment count changes failed'))
      .finally(() => {
        folding = null;
      });
    return folding;
  }

  return {
    fold,
    start(intervalMs = 5_000) {
      timer ??= setInterval(() => void fold(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await folding;
    },
  };
}
