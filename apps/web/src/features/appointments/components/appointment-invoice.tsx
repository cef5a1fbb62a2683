import { formatUsd } from '@drivecare/contract/services';

import { useMyInvoices } from '../api/invoice-queries';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { InvoicePaymentStatus } from './invoice-payment-status';

/** The appointment's invoice on its details: number, total, 'Paid' or 'Unpaid' and 'Pay Now'. Nothing before it is issued. */
export function AppointmentInvoice({ appointmentId }: { appointmentId: string }) {
  const invoices = useMyInvoices();
  usePaymentReturn();
  const invoice = invoices.data?.find((i) => i.appointmentId === appointmentId);
  if (!invoice) return null;
  return (
    <div className="mb-3 flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-foreground">Invoice {invoice.number}</p>
        <p className="text-muted-foreground">Total {formatUsd(invoice.totalCents)}</p>
      </div>
      <InvoicePaymentStatus invoice={invoice} returnTo="appointment" />
    </div>
  );
}
