import { invoicePaymentMessages as msg, paidLabel, type InvoiceSummary } from '@drivecare/contract/invoice-payments';
import { formatUsd } from '@drivecare/contract/services';
import { CreditCardIcon } from 'lucide-react';
import { useRef, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGoToUrl } from '@/lib/use-go-to-url';

import { usePayInvoice } from '../api/invoice-mutations';

/** 'Paid' with how and when, or 'Unpaid'. */
export function InvoicePaidBadge({ invoice }: { invoice: InvoiceSummary }) {
  return invoice.payment ? (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge variant="success">{msg.paid}</Badge>
      <span className="text-xs text-muted-foreground">{paidLabel(invoice.payment.method, invoice.payment.paidOn)}</span>
    </span>
  ) : (
    <Badge variant="warning">{msg.unpaid}</Badge>
  );
}

/** 'Pay Now' on an unpaid invoice: a checkout session, then the browser goes to it (Stripe's page or the demo). */
export function PayNowButton({ invoice, returnTo }: { invoice: InvoiceSummary; returnTo: 'receipts' | 'appointment' }) {
  const pay = usePayInvoice();
  const goToUrl = useGoToUrl();
  // Set while the browser leaves for the checkout, and against a double click landing before the re-render.
  const [leaving, setLeaving] = useState(false);
  const inFlight = useRef(false);
  const busy = pay.isPending || leaving;

  const onClick = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    pay.mutate(
      { invoiceId: invoice.id, returnTo },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          goToUrl(url);
        },
        onError: (error) => toast.error(error instanceof ApiError && error.status !== 500 ? errorMessage(error) : msg.payFailed),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <Button size="sm" onClick={onClick} disabled={busy} aria-label={`${msg.payNow} ${formatUsd(invoice.totalCents)} for ${invoice.number}`}>
      {busy ? <Spinner /> : <CreditCardIcon aria-hidden="true" />}
      {busy ? 'Processing...' : msg.payNow}
    </Button>
  );
}

/** The invoice line of a document list: number, total, status and 'Pay Now' while unpaid. */
export function InvoicePaymentStatus({ invoice, returnTo }: { invoice: InvoiceSummary; returnTo: 'receipts' | 'appointment' }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <InvoicePaidBadge invoice={invoice} />
      {invoice.payment ? null : <PayNowButton invoice={invoice} returnTo={returnTo} />}
    </div>
  );
}
