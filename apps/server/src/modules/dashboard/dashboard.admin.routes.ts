import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { countDashboardStats } from './dashboard.admin.repository.ts';
import type { DashboardDeps } from './dashboard.deps.ts';

export const adminStatsRoutes = ({ db, timeZone }: DashboardDeps) =>
  new Hono<AppEnv>().get('/', async (c) => c.json(await countDashboardStats(db, todayInZone(timeZone))));
