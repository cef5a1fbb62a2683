import type { Invoice } from '@drivecare/contract/invoices';
import { formatUsd } from '@drivecare/contract/services';
import { basisPointsToPercent } from '@drivecare/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { FileTextIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

import { adminAppointmentKeys } from '../api/appointment-queries.admin';
import { appointmentKeys } from '../api/appointment-queries';
import { receiptKeys } from '../api/receipt-queries';

import { openDocument } from './open-document';

function Row({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold' : 'flex justify-between gap-4'}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Once the PDFs are written, the lists of documents (the member's Receipts, staff's details) are read again. */
function useRefreshDocumentsWhenReady(invoice: Invoice) {
  const queryClient = useQueryClient();
  const ready = [invoice.receiptId, ...invoice.creditNotes.map((c) => c.receiptId)].filter(Boolean).length;
  const seen = useRef(ready);
  useEffect(() => {
    if (ready === seen.current) return;
    seen.current = ready;
    void queryClient.invalidateQueries({ queryKey: receiptKeys.all });
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminAppointmentKeys.all });
  }, [ready, queryClient]);
}

/**
 * The issued invoice: its number, every line, subtotal, the Premium member discount as its own line, tax and
 * total, then any credit notes. The figures are the ones fixed at issue.
 */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  useRefreshDocumentsWhenReady(invoice);
  return (
    <div className="space-y-4 text-sm" data-testid="invoice">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-base font-semibold text-foreground" data-testid="invoice-number">
            {invoice.number}
          </p>
          <p className="text-muted-foreground">Issued {formatDateTime(invoice.issuedAt)}</p>
        </div>
        {invoice.receiptId ? (
          <Button size="sm" variant="outline" onClick={() => void openDocument(invoice.receiptId!)}>
            <FileTextIcon aria-hidden="true" />
            Invoice PDF
          </Button>
        ) : (
          <p className="text-muted-foreground" role="status">
            Preparing the PDF…
          </p>
        )}
      </div>
      {invoice.lines.length === 0 ? (
        <p className="text-muted-foreground">No billable items.</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Invoice lines">
          {invoice.lines.map((line, i) => (
            <li key={i} className="flex items-start justify-between gap-3 p-3" data-line={line.description}>
              <div className="min-w-0">
                <p className="font-medium break-words text-foreground">{line.description}</p>
                <p className="text-xs text-muted-foreground">
                  {line.quantity} × {formatUsd(line.unitPriceCents)}
                </p>
              </div>
              <span className="font-semibold tabular-nums">{formatUsd(line.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="space-y-1">
        <Row label="Subtotal" value={formatUsd(invoice.subtotalCents)} testId="invoice-subtotal" />
        {invoice.discountCents > 0 ? (
          <Row label={`Premium member discount (${invoice.discountPercent}%)`} value={`−${formatUsd(invoice.discountCents)}`} testId="invoice-discount" />
        ) : null}
        <Row label={`Tax (${basisPointsToPercent(invoice.taxRateBasisPoints)}%)`} value={formatUsd(invoice.taxCents)} testId="invoice-tax" />
        <Row label="Total" value={formatUsd(invoice.totalCents)} strong testId="invoice-total" />
      </dl>
      {invoice.creditNotes.length > 0 ? (
        <div className="space-y-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Credit notes</h4>
          <ul className="space-y-2" aria-label="Credit notes">
            {invoice.creditNotes.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
                <div className="min-w-0">
                  <p className="font-medium text-foreground">
                    {c.number} · −{formatUsd(c.amountCents)}
                  </p>
                  <p className="break-words text-muted-foreground">{c.reason}</p>
                </div>
                {c.receiptId ? (
                  <Button size="sm" variant="ghost" onClick={() => void openDocument(c.receiptId!)} aria-label={`Open ${c.number} PDF`}>
                    <FileTextIcon aria-hidden="true" />
                    PDF
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
