import { formatUsd } from '@drivecare/contract/services';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CircleAlertIcon, CircleCheckIcon } from 'lucide-react';

import { DemoCardForm } from '@/components/demo-card-form';
import { DemoHostedLayout, DemoNotice } from '@/components/demo-hosted-layout';
import { FullPageStatus } from '@/components/full-page-status';
import { Separator } from '@/components/ui/separator';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useGoToUrl } from '@/lib/use-go-to-url';

import { usePayDemoInvoiceCheckout } from '../api/invoice-mutations';
import { invoiceQueries } from '../api/invoice-queries';

/** The demo's stand-in for Stripe Checkout in payment mode: the invoice and its total, a test-card form, Pay and Cancel. */
export function InvoiceDemoCheckout({ sessionId }: { sessionId: string }) {
  const session = useQuery({ ...invoiceQueries.demoCheckout(sessionId), enabled: sessionId !== '' });
  const pay = usePayDemoInvoiceCheckout(sessionId);
  const goToUrl = useGoToUrl();

  if (sessionId !== '' && session.isPending) return <FullPageStatus title="Loading checkout..." />;
  const data = session.data;

  return (
    <DemoHostedLayout
      aside={
        data ? (
          <>
            <button
              type="button"
              onClick={() => goToUrl(data.cancelUrl)}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ArrowLeftIcon className="size-4" aria-hidden="true" />
              Back to {PRODUCT_NAME}
            </button>
            <div className="space-y-6">
              <div className="space-y-1">
                <p className="text-sm font-medium text-muted-foreground">Pay invoice {data.invoiceNumber}</p>
                <p className="text-4xl font-bold tracking-tight text-foreground">{formatUsd(data.amountCents)}</p>
              </div>
              <div className="space-y-3 text-sm">
                <div className="flex justify-between gap-4">
                  <p className="font-medium text-foreground">Invoice {data.invoiceNumber}</p>
                  <p className="font-medium">{formatUsd(data.amountCents)}</p>
                </div>
                <Separator />
                <div className="flex justify-between gap-4 font-semibold text-foreground">
                  <p>Total due today</p>
                  <p>{formatUsd(data.amountCents)}</p>
                </div>
              </div>
            </div>
          </>
        ) : null
      }
    >
      {!data ? (
        <DemoNotice
          icon={CircleAlertIcon}
          title="Checkout not found"
          text="This checkout session does not exist or has expired. Choose Pay Now again on the Receipts page."
          back={{ to: paths.member.receipts, label: 'Back to Receipts' }}
        />
      ) : data.status === 'complete' ? (
        <DemoNotice
          icon={CircleCheckIcon}
          title="Already paid"
          text={`Invoice ${data.invoiceNumber} is paid. Thank you.`}
          back={{ to: paths.member.receipts, label: 'Back to Receipts' }}
        />
      ) : (
        <DemoCardForm session={data} pay={pay} />
      )}
    </DemoHostedLayout>
  );
}
