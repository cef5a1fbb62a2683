import {
  estimateItemDoneSchema,
  estimateItemInputSchema,
  FINDING_PHOTO_MAX_BYTES,
  findingInputSchema,
  visitMessages as msg,
  visitStageSchema,
} from '@drivecare/contract/visits';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { readForm } from '../../lib/multipart.ts';
import { validate } from '../../lib/validate.ts';
import { errorBody } from '../../middleware/errors.ts';
import { currentUser } from '../../middleware/session.ts';
import { addFinding, addItem, addPhoto, getVisit, removeFinding, removeItem, setItemDone, setStage } from './visits.admin.service.ts';
import type { VisitsDeps } from './visits.deps.ts';

const idParam = validate('param', z.object({ id: z.string() }));
const findingParams = validate('param', z.object({ id: z.string(), findingId: z.string() }));
const itemParams = validate('param', z.object({ id: z.string(), itemId: z.string() }));
/** Room for the multipart envelope around a photo at the limit. */
const PHOTO_BODY_LIMIT = FINDING_PHOTO_MAX_BYTES + 64 * 1024;

/** /api/admin/visits/:id (requireAdmin is applied in app.ts): stages, findings with photos, the estimate. */
export const adminVisitRoutes = (deps: VisitsDeps) =>
  new Hono<AppEnv>()
    .get('/:id', idParam, async (c) => c.json(await getVisit(deps, c.req.valid('param').id)))
    .put('/:id/stage', idParam, validate('json', visitStageSchema), async (c) =>
      c.json(await setStage(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json').stage)),
    )
    .post('/:id/findings', idParam, validate('json', findingInputSchema), async (c) =>
      c.json(await addFinding(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .delete('/:id/findings/:findingId', findingParams, async (c) => {
      const { id, findingId } = c.req.valid('param');
      return c.json(await removeFinding(deps, id, findingId));
    })
    .post(
      '/:id/findings/:findingId/photos',
      findingParams,
      deps.limit('upload'),
      bodyLimit({ maxSize: PHOTO_BODY_LIMIT, onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', msg.photoTooLarge), 413) }),
      async (c) => {
        const { id, findingId } = c.req.valid('param');
        const body = await readForm(c);
        return c.json(await addPhoto(deps, id, findingId, body.file), 201);
      },
    )
    .post('/:id/items', idParam, validate('json', estimateItemInputSchema), async (c) =>
      c.json(await addItem(deps, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .patch('/:id/items/:itemId', itemParams, validate('json', estimateItemDoneSchema), async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(await setItemDone(deps, id, itemId, c.req.valid('json').done));
    })
    .delete('/:id/items/:itemId', itemParams, async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(await removeItem(deps, id, itemId));
    });
