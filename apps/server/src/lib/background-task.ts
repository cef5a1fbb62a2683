import type { Logger } from '../logger.ts';

/** Told after each run, whoever started it (the interval, a caller, the job list at start). */
export type RunListener = (run: { seconds: number; failed: boolean }) => void;

export interface BackgroundTask<T> {
  /** Runs the work now, or joins the run already under way: one run at a time per process. */
  run(): Promise<T>;
  /** Runs it every `intervalMs` without keeping the process alive (a second start is ignored). */
  start(intervalMs?: number): void;
  /** Stops the interval and waits for a run under way. */
  stop(): Promise<void>;
  observe(listener: RunListener): void;
}

/**
 * Work that runs in the background, on an interval and on demand (the mail outbox, reminders, count folding).
 * Several processes may run the same work at once: the work itself keeps them apart (row locks, SKIP LOCKED).
 */
export function createBackgroundTask<T>(
  work: () => Promise<T>,
  opts: { log: Logger; failure: string; intervalMs: number },
): BackgroundTask<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | null = null;
  const listeners: RunListener[] = [];

  async function observed(): Promise<T> {
    if (listeners.length === 0) return work();
    const started = performance.now();
    const tell = (failed: boolean) => {
      for (const listener of listeners) listener({ seconds: (performance.now() - started) / 1000, failed });
    };
    try {
      const result = await work();
      tell(false);
      return result;
    } catch (err) {
      tell(true);
      throw err;
    }
  }

  function run() {
    running ??= observed().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    run,
    start(intervalMs = opts.intervalMs) {
      timer ??= setInterval(() => void run().catch((err: unknown) => opts.log.error({ err }, opts.failure)), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      // A failed run was logged by whoever started it; stopping only waits for it to end.
      await running?.catch(() => undefined);
    },
    observe: (listener) => void listeners.push(listener),
  };
}
