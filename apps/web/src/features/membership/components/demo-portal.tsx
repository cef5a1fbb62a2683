import type { DemoPortal as DemoPortalData } from '@drivecare/contract/membership';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { FullPageStatus } from '@/components/full-page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { PRODUCT_NAME } from '@/config/product';
import { formatDate } from '@/lib/format';

import { useChangeDemoSubscription } from '../api/membership-mutations';
import { membershipQueries } from '../api/membership-queries';
import { useGoToUrl } from '@/lib/use-go-to-url';
import { DemoHostedLayout } from '@/components/demo-hosted-layout';

function SubscriptionCard({ portal }: { portal: DemoPortalData }) {
  const change = useChangeDemoSubscription();
  const [confirming, setConfirming] = useState(false);
  const sub = portal.subscription;
  const live = sub !== null && sub.status !== 'canceled';
  const endDate = sub ? formatDate(sub.currentPeriodEnd) : '';

  const run = (action: 'cancel' | 'resume') =>
    change.mutate(action, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(action === 'cancel' ? 'Your subscription has been canceled.' : 'Your subscription has been renewed.');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Current subscription</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!sub ? (
          <p className="text-sm text-muted-foreground">You have no subscriptions.</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold text-foreground">{portal.planName}</p>
              {!live ? <Badge variant="secondary">Ended</Badge> : sub.cancelAtPeriodEnd ? <Badge variant="destructive">Canceled</Badge> : <Badge variant="success">Active</Badge>}
            </div>
            <div className="text-2xl font-bold text-foreground">{portal.priceLabel}</div>
            <p className="text-sm text-muted-foreground">
              {!live
                ? `Your subscription ended on ${endDate}.`
                : sub.cancelAtPeriodEnd
                  ? `Your plan will be canceled on ${endDate}.`
                  : `Your plan renews on ${endDate}.`}
            </p>
            {live && !sub.cancelAtPeriodEnd ? (
              <Button variant="outline" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
                Cancel subscription
              </Button>
            ) : null}
            {live && sub.cancelAtPeriodEnd ? (
              <Button className="w-full sm:w-auto" disabled={change.isPending} onClick={() => run('resume')}>
                {change.isPending ? <Spinner /> : null}
                {change.isPending ? 'Processing...' : 'Renew subscription'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        className="max-w-md"
        title="Cancel your subscription?"
        description={`You keep Premium until ${endDate}. After that your membership becomes Basic. You can renew any time before then.`}
        cancelLabel="Keep subscription"
        confirmLabel="Cancel subscription"
        pendingLabel="Processing..."
        spinner
        pending={change.isPending}
        onConfirm={() => run('cancel')}
      />
    </Card>
  );
}

/** The demo's stand-in for Stripe's Customer Portal: see the plan, cancel at period end, or renew. */
export function DemoPortal() {
  const portal = useQuery(membershipQueries.demoPortal());
  const goToUrl = useGoToUrl();

  if (portal.isPending) return <FullPageStatus title="Loading billing portal..." />;

  const returnUrl = portal.data?.returnUrl ?? '/membership';
  return (
    <DemoHostedLayout
      aside={
        <div className="space-y-6">
          <button
            type="button"
            onClick={() => goToUrl(returnUrl)}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Return to {PRODUCT_NAME}
          </button>
          <p className="text-sm text-muted-foreground">
            {PRODUCT_NAME} works with a billing portal to manage your subscription and payment details.
          </p>
        </div>
      }
    >
      <div className="space-y-6">
        <h1 className="text-xl font-semibold text-foreground">Billing</h1>
        {portal.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(portal.error)}
          </p>
        ) : (
          <>
            <SubscriptionCard portal={portal.data} />
            <Card>
              <CardHeader>
                <CardTitle>Billing information</CardTitle>
              </CardHeader>
              <CardContent className="text-sm">
                <p className="text-muted-foreground">Email</p>
                <p className="font-medium text-foreground">{portal.data.email}</p>
              </CardContent>
            </Card>
          </>
        )}
      </div>
    </DemoHostedLayout>
  );
}
