import {
  adminVehicleCreateSchema,
  adminVehicleListQuerySchema,
  adminVehicleUpdateSchema,
  ownerSearchQuerySchema,
} from '@drivecare/contract/admin-garage';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { csvResponse } from '../../middleware/csv-response.ts';
import { currentUser } from '../../middleware/session.ts';
import {
  addVehicle,
  editVehicle,
  findOwners,
  getGarageStats,
  getVehiclePage,
  getVehiclesByGarage,
  removeVehicle,
} from './vehicles.admin.service.ts';
import type { VehiclesDeps } from './vehicles.deps.ts';
import { exportVehicles } from './vehicles-export.admin.service.ts';

const idParam = validate('param', z.object({ id: z.uuid('Vehicle not found') }));

/** /api/admin/garage (requireAdmin is applied in app.ts). */
export const adminGarageRoutes = (deps: VehiclesDeps) =>
  new Hono<AppEnv>()
    .get('/stats', async (c) => c.json(await getGarageStats(deps.db)))
    .get('/owners', validate('query', ownerSearchQuerySchema), async (c) => c.json(await findOwners(deps.db, c.req.valid('query').q)))
    .get('/vehicles', validate('query', adminVehicleListQuerySchema), async (c) => c.json(await getVehiclePage(deps.db, c.req.valid('query'))))
    .get('/vehicles/export', validate('query', adminVehicleListQuerySchema), async (c) =>
      csvResponse(c, await exportVehicles(deps, currentUser(c), c.req.valid('query'))),
    )
    .get('/by-garage', validate('query', adminVehicleListQuerySchema), async (c) =>
      c.json(await getVehiclesByGarage(deps.db, c.req.valid('query'))),
    )
    .post('/vehicles', validate('json', adminVehicleCreateSchema), async (c) => c.json(await addVehicle(deps.db, currentUser(c), c.req.valid('json')), 201))
    .put('/vehicles/:id', idParam, validate('json', adminVehicleUpdateSchema), async (c) =>
      c.json(await editVehicle(deps.db, currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/vehicles/:id', idParam, async (c) => {
      await removeVehicle(deps.db, currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
