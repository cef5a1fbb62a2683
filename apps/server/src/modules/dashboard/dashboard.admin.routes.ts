import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { countDashboardStats } from './dashboard.admin.repository.ts';

export const adminStatsRoutes = (db: Db, timeZone: string) =>
  new Hono<AppEnv>().get('/', async (c) => c.json(await countDashboardStats(db, todayInZone(timeZone))));
