import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { openSharedHistory } from './vehicle-sharing.service.ts';
import type { VehiclesDeps } from './vehicles.deps.ts';

/** A shared history, read by anyone holding the link (no session): 404 unknown, 410 revoked or expired. */
export const sharedHistoryRoutes = (deps: VehiclesDeps) =>
  new Hono<AppEnv>().get('/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await openSharedHistory(deps, c.req.param('token')));
  });
