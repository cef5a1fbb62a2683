import { serviceInputSchema, serviceStatusSchema } from '@drivecare/contract/services';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import {
  createService,
  editService,
  getServices,
  removeService,
  setServiceStatus,
} from './services.admin.service.ts';
import type { ServicesDeps } from './services.deps.ts';

const idParam = validate('param', z.object({ id: z.uuid('Service not found') }));

/** /api/admin/services (requireAdmin is applied in app.ts). */
export const adminServiceRoutes = ({ db }: ServicesDeps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getServices(db)))
    .post('/', validate('json', serviceInputSchema), async (c) => c.json(await createService(db, currentUser(c), c.req.valid('json')), 201))
    .put('/:id', idParam, validate('json', serviceInputSchema), async (c) =>
      c.json(await editService(db, currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .patch('/:id/status', idParam, validate('json', serviceStatusSchema), async (c) =>
      c.json(await setServiceStatus(db, currentUser(c), c.req.valid('param').id, c.req.valid('json').isActive)),
    )
    .delete('/:id', idParam, async (c) => {
      await removeService(db, currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
