import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { getDashboard } from './dashboard.service.ts';
import type { DashboardDeps } from './dashboard.deps.ts';

export const dashboardRoutes = ({ db, timeZone }: DashboardDeps) =>
  new Hono<AppEnv>().use(requireMember).get('/', async (c) => c.json(await getDashboard(db, currentUser(c).id, timeZone)));
