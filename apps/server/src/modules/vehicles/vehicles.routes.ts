import { vehicleInputSchema, vehicleUpdateSchema } from '@drivecare/contract/vehicles';
import { intervalOverrideSchema, odometerInputSchema, serviceRecordInputSchema, vehicleCareMessages } from '@drivecare/contract/vehicle-care';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { readForm } from '../../lib/multipart.ts';
import { parseWith, validate } from '../../lib/validate.ts';
import { errorBody } from '../../middleware/errors.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { RECORD_UPLOAD_BODY_LIMIT, recordFormFields } from './record-form.ts';
import { assertOwnVehicle, getMaintenanceDue, getVehicleCare, getVehicleCareJson } from './vehicle-care.service.ts';
import { addServiceRecord, readRecordReceipt, setInterval, updateOdometer } from './vehicle-records.service.ts';
import { addVehicle, editVehicle, listMyVehicles, removeVehicle } from './vehicles.service.ts';
import type { VehiclesDeps } from './vehicles.deps.ts';

/** RFC 6266 filename: an ASCII fallback plus the exact UTF-8 name. */
const inline = (name: string) => `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The signed-in member's own vehicles and each one's page; another member's id answers 404. */
export const vehicleRoutes = (deps: VehiclesDeps) => {
  const { db, limit } = deps;
  const today = () => todayInZone(deps.timeZone);
  return new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await listMyVehicles(db, currentUser(c).id)))
    .post('/', validate('json', vehicleInputSchema), async (c) =>
      c.json(await addVehicle(db, currentUser(c).id, c.req.valid('json')), 201),
    )
    .get('/due', async (c) => c.json(await getMaintenanceDue(db, currentUser(c).id, today())))
    .patch('/:id', validate('json', vehicleUpdateSchema), async (c) =>
      c.json(await editVehicle(db, currentUser(c).id, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await removeVehicle(db, currentUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id/care', async (c) => c.body(await getVehicleCareJson(db, currentUser(c).id, c.req.param('id'), today()), 200, { 'content-type': 'application/json' }))
    .post('/:id/odometer', validate('json', odometerInputSchema), async (c) => {
      const userId = currentUser(c).id;
      await updateOdometer(db, userId, c.req.param('id'), c.req.valid('json'), today());
      return c.json(await getVehicleCare(db, userId, c.req.param('id'), today()), 201);
    })
    .post(
      '/:id/records',
      limit('upload'),
      bodyLimit({
        maxSize: RECORD_UPLOAD_BODY_LIMIT,
        onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', vehicleCareMessages.fileTooLarge), 413),
      }),
      async (c) => {
        await assertOwnVehicle(db, currentUser(c).id, c.req.param('id'));
        const form = await readForm(c, { all: true });
        const input = parseWith(serviceRecordInputSchema, recordFormFields(form));
        return c.json(await addServiceRecord(deps, currentUser(c).id, c.req.param('id'), input, form.file, today()), 201);
      },
    )
    .get('/:id/records/:recordId/receipt', async (c) => {
      const file = await readRecordReceipt(deps, currentUser(c).id, c.req.param('id'), c.req.param('recordId'));
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(file.bytes.byteLength),
        'Content-Disposition': inline(file.fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .put('/:id/intervals/:serviceId', validate('json', intervalOverrideSchema), async (c) => {
      const userId = currentUser(c).id;
      await setInterval(db, userId, c.req.param('id'), c.req.param('serviceId'), c.req.valid('json'));
      return c.json(await getVehicleCare(db, userId, c.req.param('id'), today()));
    });
};
