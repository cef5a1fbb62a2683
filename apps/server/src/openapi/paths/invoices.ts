import { creditNoteInputSchema } from '@drivecare/contract/invoices';
import { clubSettingsInputSchema } from '@drivecare/contract/settings';
import { created, returns, type Domain } from '../operation.ts';

export const invoices: Domain = {
  tag: 'Invoices and settings',
  description:
    "Completing an appointment issues its invoice (INV-YYYY-NNNNN, gap-free): the included and approved items, the Premium member discount, tax and total, fixed at issue; its PDF joins the appointment's documents shortly after. A correction is a credit note (CN-YYYY-NNNNN). The club settings hold the discount, the tax rate and the booking rules per plan.",
  operations: {
    'GET /api/invoices/:id': { summary: 'An invoice with its lines and credit notes', caller: 'member', description: 'The owner or an admin; anyone else gets 404.', success: returns('Invoice') },
    'POST /api/admin/invoices/:id/credit-notes': {
      summary: 'Issue a credit note on an invoice',
      caller: 'admin',
      description: 'At most what is left (the total less earlier credit notes: 400 otherwise, 409 when nothing is left). Written to the audit log.',
      body: creditNoteInputSchema,
      success: created('Invoice'),
    },
    'GET /api/settings/pricing': { summary: "The Premium discount for the member's booking screen", caller: 'member', success: returns('MemberPricing') },
    'GET /api/admin/settings': { summary: 'The club settings', caller: 'admin', success: returns('ClubSettings') },
    'PUT /api/admin/settings': {
      summary: 'Save the club settings',
      caller: 'admin',
      description: 'Each change is written to the audit log with its value before and after.',
      body: clubSettingsInputSchema,
      success: returns('ClubSettings'),
    },
  },
};
