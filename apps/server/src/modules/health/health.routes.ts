import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { pingDatabase } from './health.repository.ts';

export const healthRoutes = (db: Db) =>
  new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await pingDatabase(db);
        return c.json({ status: 'ready' });
      } catch {
        return c.json({ status: 'unavailable' }, 503);
      }
    });
