import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import type { RealtimeEvent } from './realtime.ts';
import { createPostgresRealtime } from './postgres-realtime.ts';

const url = process.env.TEST_DATABASE_URL;
const log = createLogger('silent', false);

/** Events heard by a subscriber, and a way to wait for one. */
function recorder() {
  const heard: RealtimeEvent[] = [];
  return { heard, listener: (e: RealtimeEvent) => heard.push(e) };
}

describe.runIf(url)('realtime over PostgreSQL LISTEN/NOTIFY', () => {
  const poolA = new pg.Pool({ connectionString: url, max: 2 });
  const poolB = new pg.Pool({ connectionString: url, max: 2 });
  const a = createPostgresRealtime(poolA, log);
  const b = createPostgresRealtime(poolB, log);
  afterAll(async () => {
    await a.close();
    await b.close();
    await poolA.end();
    await poolB.end();
  });

  it('carries an event published on one instance to the subscribers of another', async () => {
    await Promise.all([a.ready(), b.ready()]);
    const onB = recorder();
    b.subscribe(onB.listener);
    await a.publish({ type: 'announcement', data: { id: 'x1', change: 'created' } });
    await expect.poll(() => onB.heard).toContainEqual({ type: 'announcement', data: { id: 'x1', change: 'created' } });
  });

  it('reconnects after its connection is killed, asks listeners to resync, and hears later events', async () => {
    const onB = recorder();
    b.subscribe(onB.listener);
    // What a database restart does to the listening connection.
    await poolA.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN drivecare_events%' and pid <> pg_backend_pid()`);
    await expect.poll(() => onB.heard.some((e) => e.data.change === 'resync'), { timeout: 10_000 }).toBe(true);
    await a.ready();
    await a.publish({ type: 'announcement', data: { id: 'x2', change: 'updated' } });
    await expect.poll(() => onB.heard, { timeout: 10_000 }).toContainEqual({ type: 'announcement', data: { id: 'x2', change: 'updated' } });
  });
});
