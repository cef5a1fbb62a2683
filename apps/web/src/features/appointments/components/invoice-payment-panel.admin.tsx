import { invoicePaymentMessages as msg, type ShopPaymentMethod } from '@drivecare/contract/invoice-payments';
import { formatUsd } from '@drivecare/contract/services';
import { BanknoteIcon, ReceiptTextIcon } from 'lucide-react';
import { useId, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { useAppointmentInvoice, useMarkInvoicePaid } from '../api/invoice-queries.admin';
import { InvoicePaidBadge } from './invoice-payment-status';

/** Staff's view of the payment of the appointment's invoice (its lines are in the visit panel's 'Invoice'): paid how and when, or 'Mark as Paid' for a card or cash payment at the shop. */
export function InvoicePaymentPanel({ appointmentId }: { appointmentId: string }) {
  const query = useAppointmentInvoice(appointmentId);
  const mark = useMarkInvoicePaid();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<ShopPaymentMethod>('card');
  const id = useId();
  const invoice = query.data?.invoice;
  if (!invoice) return null;

  const confirm = () => {
    if (mark.isPending) return;
    mark.mutate(
      { invoiceId: invoice.id, method },
      {
        onSuccess: () => {
          toast.success(msg.markedPaid);
          setOpen(false);
        },
        onError: (error) => {
          toast.error(error instanceof ApiError && error.status < 500 ? errorMessage(error) : msg.markFailed);
          setOpen(false);
        },
      },
    );
  };

  return (
    <section className="space-y-2 text-sm" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <ReceiptTextIcon className="size-3.5" aria-hidden="true" />
        Payment
      </h3>
      <div className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-medium text-foreground">
            {invoice.number} · {formatUsd(invoice.totalCents)}
          </p>
          <InvoicePaidBadge invoice={invoice} />
        </div>
        {invoice.payment ? null : (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <BanknoteIcon aria-hidden="true" />
            {msg.markAsPaid}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`${msg.markAsPaid}: ${invoice.number}`}
        description={`${msg.markAsPaidDescription} Total ${formatUsd(invoice.totalCents)}.`}
        confirmLabel={msg.markAsPaid}
        pendingLabel="Saving..."
        variant="default"
        spinner
        pending={mark.isPending}
        onConfirm={confirm}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{msg.method}</legend>
          <RadioGroup value={method} onValueChange={(v) => setMethod(v === 'cash' ? 'cash' : 'card')} className="flex gap-6">
            <div className="flex items-center gap-2">
              <RadioGroupItem value="card" id={`${id}-card`} />
              <Label htmlFor={`${id}-card`}>{msg.methodCard}</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem value="cash" id={`${id}-cash`} />
              <Label htmlFor={`${id}-cash`}>{msg.methodCash}</Label>
            </div>
          </RadioGroup>
        </fieldset>
      </ConfirmDialog>
    </section>
  );
}
