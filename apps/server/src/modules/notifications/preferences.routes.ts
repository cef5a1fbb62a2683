import { notificationPreferenceUpdateSchema } from '@drivecare/contract/notifications';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import type { NotificationsDeps } from './notifications.deps.ts';
import { getPreferences, updatePreference } from './notifications.service.ts';

/** Profile → Notifications: each kind's e-mail and push switches. */
export const notificationPreferenceRoutes = (deps: NotificationsDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await getPreferences(deps, currentUser(c).id)))
    .patch('/', validate('json', notificationPreferenceUpdateSchema), async (c) =>
      c.json(await updatePreference(deps, currentUser(c).id, c.req.valid('json'))),
    );
