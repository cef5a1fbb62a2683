import { payInvoiceSchema } from '@drivecare/contract/invoice-payments';
import { demoCardSchema } from '@drivecare/contract/membership';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import type { InvoicePaymentsDeps } from './invoice-payments.deps.ts';
import { getDemoInvoiceCheckout, listMyInvoices, payDemoInvoiceCheckout, payInvoice } from './invoice-payments.service.ts';

/**
 * /api/invoices: the member's invoices, 'Pay Now' and the demo checkout's pages. Another member's invoice or
 * session is a 404. The payment itself is confirmed by POST /api/membership/webhook (one endpoint per provider).
 */
export const invoicePaymentRoutes = (deps: InvoicePaymentsDeps) =>
  new Hono<AppEnv>()
    .use(requireMember)
    .get('/', async (c) => c.json(await listMyInvoices(deps, currentUser(c).id)))
    .post('/:id/pay', deps.limit('checkout'), validate('json', payInvoiceSchema), async (c) =>
      c.json(await payInvoice(deps, currentUser(c), c.req.param('id'), c.req.valid('json'), c.get('log'))),
    )
    .get('/demo/checkout/:id', async (c) => c.json(await getDemoInvoiceCheckout(deps, currentUser(c), c.req.param('id'))))
    .post('/demo/checkout/:id/pay', validate('json', demoCardSchema), async (c) =>
      c.json(await payDemoInvoiceCheckout(deps, currentUser(c), c.req.param('id'), c.req.valid('json'))),
    );
