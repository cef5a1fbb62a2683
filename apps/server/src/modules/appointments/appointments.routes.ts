import { availabilityQuerySchema, bookingSchema, rescheduleSchema } from '@drivecare/contract/appointments';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyDocumentLink } from './document-links.ts';
import {
  bookAppointment,
  createDocumentLink,
  cancelAppointment,
  getAppointment,
  getAvailability,
  listMyAppointments,
  listMyReceipts,
  readDocument,
  rescheduleAppointment,
} from './appointments.service.ts';
import type { AppointmentsDeps } from './appointments.deps.ts';

/** /api/appointments: the signed-in member's own appointments; another member's id answers 404. */
export const appointmentRoutes = (deps: AppointmentsDeps) => {
  const { limit } = deps;
  return new Hono<AppEnv>()
    .use(requireMember)
    .get('/availability', validate('query', availabilityQuerySchema), async (c) =>
      c.json(await getAvailability(deps, currentUser(c), c.req.valid('query'))),
    )
    .get('/', async (c) => c.json(await listMyAppointments(deps, currentUser(c))))
    .post('/', limit('booking'), validate('json', bookingSchema), async (c) =>
      c.json(await bookAppointment(deps, currentUser(c), c.req.valid('json')), 201),
    )
    .get('/:id', async (c) => c.json(await getAppointment(deps, currentUser(c), c.req.param('id'))))
    .patch('/:id', limit('reschedule'), validate('json', rescheduleSchema), async (c) =>
      c.json(await rescheduleAppointment(deps, currentUser(c), c.req.param('id'), c.req.valid('json'))),
    )
    .post('/:id/cancel', limit('cancel'), async (c) => c.json(await cancelAppointment(deps, currentUser(c), c.req.param('id'))));
};

/** /api/receipts: documents attached to the member's appointments, and short-lived links to open them. */
export const receiptRoutes = ({ db, linkSecret, limit }: AppointmentsDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await listMyReceipts(db, currentUser(c).id)))
    .post('/:id/link', limit('documentLink'), async (c) => c.json(await createDocumentLink(db, linkSecret, currentUser(c), c.req.param('id'))));

/** RFC 6266 filename: an ASCII fallback plus the exact UTF-8 name. */
const contentDisposition = (kind: 'inline' | 'attachment', name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * GET /api/files/receipts/:id[?download=1]: the document's bytes, for its appointment's owner or an admin
 * session, or for a signed link (?expires=&sig=) until it expires. Never cached by shared caches.
 */
export const receiptFileRoutes = ({ db, storage, linkSecret }: AppointmentsDeps) =>
  new Hono<AppEnv>().get('/:id', async (c) => {
    const id = c.req.param('id');
    const sig = c.req.query('sig');
    if (sig !== undefined && !verifyDocumentLink(linkSecret, id, c.req.query('expires'), sig)) {
      throw new AppError('FORBIDDEN', 'This link has expired. Please open the document again.');
    }
    // Without a signed link, the session must be the owner's or an admin's.
    if (sig === undefined) await requireMember(c, async () => {});
    const file = await readDocument(db, storage, sig === undefined ? currentUser(c) : null, id);
    const download = c.req.query('download') === '1';
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', file.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
