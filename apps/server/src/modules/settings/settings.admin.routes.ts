import { clubSettingsInputSchema } from '@drivecare/contract/settings';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import { getSettings, saveSettings } from './settings.service.ts';
import type { SettingsDeps } from './settings.deps.ts';

/** /api/admin/settings (requireAdmin is applied in app.ts): the club's 'Settings' screen. */
export const adminSettingsRoutes = (deps: SettingsDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getSettings(deps)))
    .put('/', validate('json', clubSettingsInputSchema), async (c) => c.json(await saveSettings(deps, currentUser(c), c.req.valid('json'))));
