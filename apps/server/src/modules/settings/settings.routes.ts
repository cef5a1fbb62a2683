import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { memberPricing } from './settings.service.ts';
import type { SettingsDeps } from './settings.deps.ts';

/** GET /api/settings/pricing: the Premium discount a member's booking shows (members may call it). */
export const settingsRoutes = (deps: SettingsDeps) =>
  new Hono<AppEnv>().use(requireMember).get('/pricing', async (c) => c.json(await memberPricing(deps.db, currentUser(c))));
