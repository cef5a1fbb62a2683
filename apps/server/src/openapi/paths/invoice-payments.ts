import { demoCardSchema } from '@drivecare/contract/membership';
import { markInvoicePaidSchema, payInvoiceSchema } from '@drivecare/contract/invoice-payments';
import { z } from 'zod';
import { listOf, returns, type Domain } from '../operation.ts';

export const invoicePayments: Domain = {
  tag: 'Invoice payments',
  description:
    "Paying an issued invoice: 'Pay Now' through Stripe Checkout (payment mode) or the built-in demo checkout, confirmed by the membership's signed webhook; staff record a payment at the shop.",
  operations: {
    'GET /api/invoices': {
      summary: "The member's invoices, paid or unpaid",
      caller: 'member',
      success: listOf('InvoiceSummary'),
    },
    'POST /api/invoices/:id/pay': {
      summary: "'Pay Now': open a checkout for the invoice",
      caller: 'owner',
      body: payInvoiceSchema,
      success: returns('RedirectUrl'),
      limited: true,
      description: 'The invoice is paid only when the webhook confirms it. A paid invoice answers 409.',
    },
    'GET /api/invoices/demo/checkout/:id': {
      summary: 'A demo checkout session for an invoice',
      caller: 'owner',
      success: returns('DemoInvoiceCheckout'),
    },
    'POST /api/invoices/demo/checkout/:id/pay': {
      summary: 'Pay an invoice on the demo checkout',
      caller: 'owner',
      body: demoCardSchema,
      success: returns('RedirectUrl'),
      description: '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined (400).',
    },
    'GET /api/admin/invoices/by-appointment/:appointmentId': {
      summary: "An appointment's invoice (null before completion)",
      caller: 'admin',
      success: {
        schema: z.object({ invoice: z.unknown().nullable() }),
        description: '`invoice` is an InvoiceSummary or null.',
      },
    },
    'POST /api/admin/invoices/:id/mark-paid': {
      summary: "'Mark as Paid': a card or cash payment taken at the shop",
      caller: 'admin',
      body: markInvoicePaidSchema,
      success: returns('InvoiceSummary'),
      description: 'Records when and who, with an audit-log entry. A paid invoice answers 409.',
    },
  },
};
