import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { currentUser, requireSignedIn } from '../../middleware/session.ts';
import { getMe } from './me.service.ts';

export const meRoutes = (db: Db) =>
  new Hono<AppEnv>().get('/', requireSignedIn, async (c) => c.json(await getMe(db, currentUser(c), c.get('profileHeader'))));
