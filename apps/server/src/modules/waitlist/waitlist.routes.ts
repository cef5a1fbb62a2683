import { bookingSchema as joinWaitlistSchema } from '@drivecare/contract/appointments';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import type { WaitlistDeps } from './waitlist.deps.ts';
import { claimOffer, endWaitlistEntry, getWaitlistEntry, joinWaitlist, listMyWaitlist } from './waitlist.service.ts';

/** /api/waitlist: the signed-in member's own waitlist entries and offers; another member's id answers 404. */
export const waitlistRoutes = (deps: WaitlistDeps) => {
  const { limit } = deps;
  return new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await listMyWaitlist(deps, currentUser(c).id)))
    .post('/', limit('booking'), validate('json', joinWaitlistSchema), async (c) => c.json(await joinWaitlist(deps, currentUser(c), c.req.valid('json')), 201))
    .get('/:id', async (c) => c.json(await getWaitlistEntry(deps, currentUser(c).id, c.req.param('id'))))
    .delete('/:id', async (c) => {
      await endWaitlistEntry(deps, currentUser(c).id, c.req.param('id'), 'left');
      return c.body(null, 204);
    })
    .post('/:id/decline', async (c) => {
      await endWaitlistEntry(deps, currentUser(c).id, c.req.param('id'), 'declined');
      return c.body(null, 204);
    })
    .post('/:id/claim', limit('booking'), async (c) => c.json(await claimOffer(deps, currentUser(c), c.req.param('id')), 201));
};
