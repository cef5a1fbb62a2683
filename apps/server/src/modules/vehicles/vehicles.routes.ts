import { vehicleInputSchema, vehicleUpdateSchema } from '@drivecare/contract/vehicles';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { addVehicle, editVehicle, listMyVehicles, removeVehicle } from './vehicles.service.ts';
import type { VehiclesDeps } from './vehicles.deps.ts';

/** The signed-in member's own vehicles; another member's id answers 404. */
export const vehicleRoutes = ({ db }: VehiclesDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await listMyVehicles(db, currentUser(c).id)))
    .post('/', validate('json', vehicleInputSchema), async (c) =>
      c.json(await addVehicle(db, currentUser(c).id, c.req.valid('json')), 201),
    )
    .patch('/:id', validate('json', vehicleUpdateSchema), async (c) =>
      c.json(await editVehicle(db, currentUser(c).id, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await removeVehicle(db, currentUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    });
