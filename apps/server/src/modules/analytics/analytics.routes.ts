import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { csvResponse } from '../../middleware/csv-response.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import type { AnalyticsDeps } from './analytics.deps.ts';
import { exportHistory, getAnalytics } from './analytics.service.ts';

export const analyticsRoutes = ({ db, timeZone }: AnalyticsDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await getAnalytics(db, currentUser(c).id, timeZone)))
    .get('/export', async (c) => csvResponse(c, await exportHistory(db, currentUser(c).id, timeZone)));
