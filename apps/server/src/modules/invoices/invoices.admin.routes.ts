import { creditNoteInputSchema } from '@drivecare/contract/invoices';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { validate } from '../../lib/validate.ts';
import { currentUser } from '../../middleware/session.ts';
import { issueCreditNote } from './invoices.service.ts';
import type { InvoicesDeps } from './invoices.deps.ts';

const idParam = validate('param', z.object({ id: z.string() }));

/** /api/admin/invoices (requireAdmin is applied in app.ts): credit notes on issued invoices. */
export const adminInvoiceRoutes = (deps: InvoicesDeps) =>
  new Hono<AppEnv>().post('/:id/credit-notes', idParam, validate('json', creditNoteInputSchema), async (c) =>
    c.json(await issueCreditNote(deps, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 201),
  );
