import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { getDashboard } from './dashboard.service.ts';

export const dashboardRoutes = (db: Db, timeZone: string) =>
  new Hono<AppEnv>().use(requireMember).get('/', async (c) => c.json(await getDashboard(db, currentUser(c).id, timeZone)));
