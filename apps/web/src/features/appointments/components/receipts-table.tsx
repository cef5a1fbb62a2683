import { receiptMessages, type Receipt } from '@drivecare/contract/appointments';
import type { InvoiceSummary } from '@drivecare/contract/invoice-payments';
import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { openDocument } from './open-document';
import { formatDateNumeric } from '@/lib/format';

import { useDownloadReceipt } from '../api/download-receipt';
import { InvoicePaymentStatus } from './invoice-payment-status';

function ReceiptActions({ receipt }: { receipt: Receipt }) {
  const download = useDownloadReceipt();
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <Button variant="outline" size="sm" onClick={() => void openDocument(receipt.id)} aria-label={`View ${receipt.fileName}`}>
        <ExternalLinkIcon aria-hidden="true" />
        View
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={download.isPending}
        aria-label={`Download ${receipt.fileName}`}
        onClick={() =>
          download.mutate(receipt, {
            onSuccess: () => toast.success(receiptMessages.downloaded),
            onError: () => toast.error(receiptMessages.downloadFailed),
          })
        }
      >
        {download.isPending ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
        {download.isPending ? 'Downloading...' : 'Download'}
      </Button>
    </div>
  );
}

function PaymentCell({ invoice }: { invoice: InvoiceSummary | undefined }) {
  if (!invoice) return <span className="text-slate-500">—</span>;
  return <InvoicePaymentStatus invoice={invoice} returnTo="receipts" />;
}

/** A table on wide screens, stacked cards on phones. An invoice's PDF shows 'Paid' or 'Unpaid' and 'Pay Now'. */
export function ReceiptsTable({ receipts, invoices }: { receipts: Receipt[]; invoices: ReadonlyMap<string, InvoiceSummary> }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-left text-slate-600">
              <th scope="col" className="px-6 py-3 font-medium whitespace-nowrap">File Name</th>
              <th scope="col" className="px-6 py-3 font-medium whitespace-nowrap">Shop</th>
              <th scope="col" className="px-6 py-3 font-medium whitespace-nowrap">Appointment Date</th>
              <th scope="col" className="px-6 py-3 font-medium whitespace-nowrap">Upload Date</th>
              <th scope="col" className="px-6 py-3 font-medium whitespace-nowrap">Payment</th>
              <th scope="col" className="px-6 py-3 text-right font-medium">Actions</th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((receipt) => (
              <tr key={receipt.id} className="border-b border-border last:border-0 hover:bg-slate-50">
                <td className="px-6 py-3">
                  <span className="flex items-center gap-2 font-medium whitespace-nowrap text-foreground">
                    <FileTextIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    {receipt.fileName}
                  </span>
                </td>
                <td className="px-6 py-3 text-slate-700">{receipt.shopName}</td>
                <td className="px-6 py-3 whitespace-nowrap text-slate-700">{formatDateNumeric(receipt.appointmentDate)}</td>
                <td className="px-6 py-3 whitespace-nowrap text-slate-700">{formatDateNumeric(receipt.uploadDate)}</td>
                <td className="px-6 py-3">
                  <PaymentCell invoice={invoices.get(receipt.id)} />
                </td>
                <td className="px-6 py-3">
                  <ReceiptActions receipt={receipt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 px-4 md:hidden">
        {receipts.map((receipt) => (
          <li key={receipt.id} className="grid gap-2 rounded-lg border border-border p-4">
            <p className="flex items-center gap-2 font-medium break-all text-foreground">
              <FileTextIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {receipt.fileName}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Shop</dt>
              <dd className="text-slate-800">{receipt.shopName}</dd>
              <dt className="text-slate-600">Appointment</dt>
              <dd className="text-slate-800">{formatDateNumeric(receipt.appointmentDate)}</dd>
              <dt className="text-slate-600">Uploaded</dt>
              <dd className="text-slate-800">{formatDateNumeric(receipt.uploadDate)}</dd>
              {invoices.has(receipt.id) ? (
                <>
                  <dt className="text-slate-600">Payment</dt>
                  <dd>
                    <PaymentCell invoice={invoices.get(receipt.id)} />
                  </dd>
                </>
              ) : null}
            </dl>
            <ReceiptActions receipt={receipt} />
          </li>
        ))}
      </ul>
    </>
  );
}
