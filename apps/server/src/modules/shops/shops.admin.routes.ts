import { shopInputSchema, shopStatusSchema, weeklyScheduleSchema } from '@drivecare/contract/shops';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import {
  createShop,
  editShop,
  getShops,
  removeShop,
  setShopSchedule,
  setShopStatus,
} from './shops.admin.service.ts';
import type { ShopsDeps } from './shops.deps.ts';

const idParam = validate('param', z.object({ id: z.uuid('Shop not found') }));

/** /api/admin/shops (requireAdmin is applied in app.ts). */
export const adminShopRoutes = ({ db }: ShopsDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getShops(db)))
    .post('/', validate('json', shopInputSchema), async (c) => c.json(await createShop(db, currentUser(c), c.req.valid('json')), 201))
    .put('/:id', idParam, validate('json', shopInputSchema), async (c) =>
      c.json(await editShop(db, currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .patch('/:id/status', idParam, validate('json', shopStatusSchema), async (c) =>
      c.json(await setShopStatus(db, currentUser(c), c.req.valid('param').id, c.req.valid('json').isActive)),
    )
    .put('/:id/schedule', idParam, validate('json', weeklyScheduleSchema), async (c) =>
      c.json(await setShopSchedule(db, currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam, async (c) => {
      await removeShop(db, currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
