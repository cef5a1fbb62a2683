import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { Realtime, RealtimeEvent, RealtimeListener } from './realtime.ts';

const CHANNEL = 'drivecare_events';
const MAX_RETRY_MS = 5_000;

/**
 * Fan-out across instances with PostgreSQL LISTEN/NOTIFY: every instance publishes through the shared database
 * and hears every other instance's events. One dedicated connection listens (a pooled one would be handed back);
 * when it drops (the database restarted) it reconnects with backoff, then tells its listeners to refetch, since
 * events sent while it was away are lost.
 */
export function createPostgresRealtime(pool: pg.Pool, log: Logger): Realtime & { ready(): Promise<void> } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  async function listen(isReconnect: boolean): Promise<void> {
    for (let delay = 250; !closed; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      const candidate = new pg.Client(pool.options);
      candidate.on('error', (err) => {
        log.warn({ err: err.message }, 'realtime listener lost its connection');
        drop(candidate);
      });
      candidate.on('notification', (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        try {
          emitter.emit('event', JSON.parse(msg.payload) as RealtimeEvent);
        } catch {
          log.warn('realtime: ignored a malformed notification');
        }
      });
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${CHANNEL}`);
        if (closed) {
          await candidate.end();
          return;
        }
        client = candidate;
        if (isReconnect) emitter.emit('event', { type: 'announcement', data: { change: 'resync' } } satisfies RealtimeEvent);
        return;
      } catch (err) {
        log.warn({ err: (err as Error).message, retryInMs: delay }, 'realtime listener could not connect');
        await candidate.end().catch(() => {});
        await sleep(delay);
      }
    }
  }

  function drop(which: pg.Client) {
    if (client !== which && client !== null) return;
    client = null;
    void which.end().catch(() => {});
    if (!closed) connecting = listen(true);
  }

  connecting = listen(false);

  return {
    ready: () => connecting ?? Promise.resolve(),
    async publish(event: RealtimeEvent) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe(listener: RealtimeListener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
