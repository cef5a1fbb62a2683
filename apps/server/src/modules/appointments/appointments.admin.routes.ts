import {
  adminAppointmentEditSchema,
  adminAppointmentMessages as msg,
  adminAppointmentQuerySchema,
  adminStatusSchema,
} from '@drivecare/contract/admin-appointments';
import { adminCalendarQuerySchema, moveAppointmentSchema } from '@drivecare/contract/admin-calendar';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { readForm } from '../../lib/multipart.ts';
import { validate } from '../../lib/validate.ts';
import { DOCUMENT_UPLOAD_BODY_LIMIT } from '../../middleware/body-limit.ts';
import { csvResponse } from '../../middleware/csv-response.ts';
import { errorBody } from '../../middleware/errors.ts';
import { currentUser } from '../../middleware/session.ts';
import {
  changeStatus,
  deleteAppointment,
  editAppointment,
  getAppointment,
  getEditOptions,
  listAppointments,
  uploadDocument,
} from './appointments.admin.service.ts';
import type { AppointmentsDeps } from './appointments.deps.ts';
import { getCalendarJson, moveAppointment } from './calendar.admin.service.ts';
import { exportAppointments } from './appointments-export.admin.service.ts';

const idParam = validate('param', z.object({ id: z.uuid(msg.notFound) }));

/** /api/admin/appointments (requireAdmin is applied in app.ts). */
export const adminAppointmentRoutes = (deps: AppointmentsDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', adminAppointmentQuerySchema), async (c) => c.json(await listAppointments(deps, c.req.valid('query'))))
    .get('/export', validate('query', adminAppointmentQuerySchema), async (c) =>
      csvResponse(c, await exportAppointments(deps, currentUser(c), c.req.valid('query'))),
    )
    .get('/:id', idParam, async (c) => c.json(await getAppointment(deps, c.req.valid('param').id)))
    .get('/:id/options', idParam, async (c) => c.json(await getEditOptions(deps, c.req.valid('param').id)))
    .put('/:id', idParam, validate('json', adminAppointmentEditSchema), async (c) =>
      c.json(await editAppointment(deps, c.req.valid('param').id, c.req.valid('json'), currentUser(c).id)),
    )
    .post('/:id/move', idParam, validate('json', moveAppointmentSchema), async (c) =>
      c.json(await moveAppointment(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .patch('/:id/status', idParam, validate('json', adminStatusSchema), async (c) =>
      c.json(await changeStatus(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json').status, c.req.valid('json').odometerMiles)),
    )
    .delete('/:id', idParam, async (c) => {
      await deleteAppointment(deps, currentUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post(
      '/:id/documents',
      idParam,
      deps.limit('upload'),
      bodyLimit({
        maxSize: DOCUMENT_UPLOAD_BODY_LIMIT,
        onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', msg.fileTooLarge), 413),
      }),
      async (c) => {
        const body = await readForm(c);
        return c.json(await uploadDocument(deps, currentUser(c), c.req.valid('param').id, body.file), 201);
      },
    );

/** /api/admin/calendar (requireAdmin is applied in app.ts): one shop's day or week in one answer. */
export const adminCalendarRoutes = (deps: AppointmentsDeps) =>
  new Hono<AppEnv>().get('/', validate('query', adminCalendarQuerySchema), async (c) =>
    c.body(await getCalendarJson(deps, c.req.valid('query')), 200, { 'content-type': 'application/json' }),
  );
