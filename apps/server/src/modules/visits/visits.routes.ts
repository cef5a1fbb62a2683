import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { photoResponse } from '../../lib/photos.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { decide, getMyVisit, readPhoto } from './visits.service.ts';
import type { VisitsDeps } from './visits.deps.ts';

const itemParams = validate('param', z.object({ id: z.string(), itemId: z.string() }));

/** /api/visits/:id: the member's own appointment's progress, findings and estimate; another member's id is a 404. */
export const visitRoutes = (deps: VisitsDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/:id', async (c) => c.json(await getMyVisit(deps, currentUser(c), c.req.param('id'))))
    .post('/:id/items/:itemId/approve', deps.limit('estimateDecision'), itemParams, async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(await decide(deps, currentUser(c), id, { itemId }, 'approved'));
    })
    .post('/:id/items/:itemId/decline', deps.limit('estimateDecision'), itemParams, async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(await decide(deps, currentUser(c), id, { itemId }, 'declined'));
    })
    .post('/:id/approve-all', deps.limit('estimateDecision'), async (c) =>
      c.json(await decide(deps, currentUser(c), c.req.param('id'), 'all-waiting', 'approved')),
    );

/** GET /api/files/visit-photos/:id: a finding's photo, for its appointment's owner or staff only. Never cached by shared caches. */
export const visitPhotoFileRoutes = ({ db, storage }: VisitsDeps) =>
  new Hono<AppEnv>().use(requireMember).get('/:id', async (c) => {
    const file = await readPhoto(db, storage, currentUser(c), c.req.param('id'));
    return photoResponse(c, file);
  });
