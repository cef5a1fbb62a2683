import { markInvoicePaidSchema } from '@drivecare/contract/invoice-payments';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import type { InvoicePaymentsDeps } from './invoice-payments.deps.ts';
import { getAppointmentInvoice, markInvoicePaid } from './invoice-payments.service.ts';

/** /api/admin/invoices (requireAdmin is applied in app.ts): an appointment's invoice and 'Mark as Paid'. */
export const adminInvoicePaymentRoutes = (deps: InvoicePaymentsDeps) =>
  new Hono<AppEnv>()
    .get('/by-appointment/:appointmentId', async (c) =>
      c.json({
        invoice: await getAppointmentInvoice(deps, c.req.param('appointmentId')),
      }),
    )
    .post('/:id/mark-paid', validate('json', markInvoicePaidSchema), async (c) =>
      c.json(await markInvoicePaid(deps, currentUser(c), c.req.param('id'), c.req.valid('json').method)),
    );
