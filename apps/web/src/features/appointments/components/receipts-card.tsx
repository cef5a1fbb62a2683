import { receiptMessages } from '@drivecare/contract/appointments';
import type { InvoiceSummary } from '@drivecare/contract/invoice-payments';
import { AlertCircleIcon, ReceiptIcon } from 'lucide-react';
import { useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';

import { useMyInvoices } from '../api/invoice-queries';
import { useReceipts } from '../api/receipt-queries';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { ReceiptsTable } from './receipts-table';

export function ReceiptsCard() {
  const receipts = useReceipts();
  const invoices = useMyInvoices();
  usePaymentReturn();
  // An invoice is shown on its PDF's row; while the invoices load (or fail) the documents still show.
  const byReceipt = useMemo(
    () => new Map<string, InvoiceSummary>((invoices.data ?? []).flatMap((i) => (i.receiptId ? [[i.receiptId, i] as const] : []))),
    [invoices.data],
  );
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ReceiptIcon className="size-5 text-primary" aria-hidden="true" />
          Your Documents
        </CardTitle>
        <CardDescription>Receipts and documents the shops attached to your appointments.</CardDescription>
      </CardHeader>
      {receipts.isPending ? (
        <CardContent className="grid gap-3" aria-busy="true" aria-label="Loading receipts">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </CardContent>
      ) : receipts.isError ? (
        <CardContent className="flex flex-col items-center gap-3 py-6 text-center" role="alert">
          <AlertCircleIcon className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-medium text-foreground">
            {isApiError(receipts.error) && receipts.error.status === 401 ? receiptMessages.mustSignIn : receiptMessages.loadFailed}
          </p>
          <Button variant="outline" onClick={() => void receipts.refetch()}>
            Try Again
          </Button>
        </CardContent>
      ) : receipts.data.length === 0 ? (
        <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
          <ReceiptIcon className="size-8 text-slate-400" aria-hidden="true" />
          <p className="font-medium text-foreground">No receipts yet</p>
          <p className="text-sm text-muted-foreground">Receipts appear here once a shop attaches them to one of your appointments.</p>
        </CardContent>
      ) : (
        <div className="pb-2">
          <ReceiptsTable receipts={receipts.data} invoices={byReceipt} />
        </div>
      )}
    </Card>
  );
}
