import { demoCardSchema } from '@drivecare/contract/membership';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { errorBody } from '../../middleware/errors.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { validate } from '../../lib/validate.ts';
import { getDemoCheckout, getDemoPortal, payDemoCheckout, setDemoCancellation } from './demo-checkout.service.ts';
import {
  checkSubscription,
  getSubscriptionStatus,
  handleWebhook,
  openPortal,
  startCheckout,
} from './membership.service.ts';
import type { MembershipRoutesDeps } from './membership.deps.ts';

const sessionParam = z.object({ id: z.string().min(1).max(100) });

/** The signed-in member's plan, checkout and portal, and the demo checkout's pages. */
export const membershipRoutes = (deps: MembershipRoutesDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await getSubscriptionStatus(deps, currentUser(c).id)))
    .post('/check-subscription', async (c) => c.json(await checkSubscription(deps, currentUser(c).id, c.get('log'))))
    .post('/checkout', deps.limit('checkout'), async (c) => c.json(await startCheckout(deps, currentUser(c), c.get('log'))))
    .post('/portal', async (c) => c.json(await openPortal(deps, currentUser(c), c.get('log'))))
    .get('/demo/checkout/:id', validate('param', sessionParam), async (c) =>
      c.json(await getDemoCheckout(deps, currentUser(c), c.req.valid('param').id)),
    )
    .post('/demo/checkout/:id/pay', validate('param', sessionParam), validate('json', demoCardSchema), async (c) =>
      c.json(await payDemoCheckout(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/demo/portal', async (c) => c.json(await getDemoPortal(deps, currentUser(c))))
    .post('/demo/portal/cancel', async (c) => c.json(await setDemoCancellation(deps, currentUser(c), true)))
    .post('/demo/portal/resume', async (c) => c.json(await setDemoCancellation(deps, currentUser(c), false)));

const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * POST /api/membership/webhook: mounted before the API's JSON middleware, because the signature covers the
 * exact bytes received and the caller is the provider, not a browser session.
 */
export const membershipWebhookRoutes = (deps: MembershipRoutesDeps) =>
  new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: WEBHOOK_BODY_LIMIT,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request is too large'), 413),
    }),
    async (c) => {
      const raw = await c.req.text();
      const { duplicate } = await handleWebhook(deps, raw, c.req.header('stripe-signature'), c.get('log'));
      return c.json({ received: true, duplicate });
    },
  );
