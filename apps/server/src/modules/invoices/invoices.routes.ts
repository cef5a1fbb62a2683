import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { currentUser, requireMember } from '../../middleware/session.ts';
import { getInvoice } from './invoices.service.ts';
import type { InvoicesDeps } from './invoices.deps.ts';

/** GET /api/invoices/:id: the owner's invoice (staff may read any); another member's id is a 404. */
export const invoiceRoutes = (deps: InvoicesDeps) =>
  new Hono<AppEnv>().use(requireMember).get('/:id', async (c) => c.json(await getInvoice(deps.db, currentUser(c), c.req.param('id'))));
