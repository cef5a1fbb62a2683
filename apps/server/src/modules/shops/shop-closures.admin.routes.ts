import { closureInputSchema, createClosureSchema, listClosuresQuerySchema } from '@drivecare/contract/shop-closures';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import { addClosure, getClosures, previewAffected, removeClosure } from './shop-closures.admin.service.ts';
import type { ShopsDeps } from './shops.deps.ts';

/** /api/admin/closures (requireAdmin is applied in app.ts): shop closures and club-wide holidays. */
export const adminClosureRoutes = (deps: ShopsDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', listClosuresQuerySchema), async (c) => c.json(await getClosures(deps, c.req.valid('query').shopId)))
    .post('/affected', validate('json', closureInputSchema), async (c) => c.json(await previewAffected(deps, c.req.valid('json'))))
    .post('/', validate('json', createClosureSchema), async (c) =>
      c.json(await addClosure(deps, currentUser(c), c.req.valid('json')), 201),
    )
    .delete('/:id', async (c) => {
      await removeClosure(deps, currentUser(c), c.req.param('id'));
      return c.body(null, 204);
    });
