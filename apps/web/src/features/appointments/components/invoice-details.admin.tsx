import type { Invoice } from '@drivecare/contract/invoices';

import { CreditNoteForm } from './credit-note-form.admin';
import { InvoiceSummary } from './invoice-summary';

/** Staff's view of an issued invoice: its lines and totals, and the credit-note form (a chunk of its own). */
export default function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <InvoiceSummary invoice={invoice} />
      <CreditNoteForm invoice={invoice} />
    </>
  );
}
