import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { getProfile } from './profile.service.ts';

export const profileRoutes = (db: Db) =>
  new Hono<AppEnv>().use(requireMember).get('/', async (c) => c.json(await getProfile(db, currentUser(c))));
