import { pushSubscriptionSchema, pushUnsubscribeSchema, type PushPublicKey } from '@drivecare/contract/notifications';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import type { NotificationsDeps } from './notifications.deps.ts';
import { subscribe, unsubscribe } from './notifications.service.ts';

/** The browser's Web Push subscription of the signed-in member. */
export const pushRoutes = (deps: NotificationsDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/public-key', (c) => c.json<PushPublicKey>({ publicKey: deps.pusher.publicKey }))
    .post('/subscriptions', deps.limit('pushSubscribe'), validate('json', pushSubscriptionSchema), async (c) => {
      await subscribe(deps, currentUser(c).id, c.req.valid('json'));
      return c.body(null, 201);
    })
    .delete('/subscriptions', validate('json', pushUnsubscribeSchema), async (c) => {
      await unsubscribe(deps, currentUser(c).id, c.req.valid('json').endpoint);
      return c.body(null, 204);
    });
