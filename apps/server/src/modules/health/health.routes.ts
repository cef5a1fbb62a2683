import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { pingDatabase } from './health.repository.ts';
import type { HealthDeps } from './health.deps.ts';

export const healthRoutes = ({ db }: HealthDeps) =>
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
