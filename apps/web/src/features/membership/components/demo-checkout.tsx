import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CircleAlertIcon, CircleCheckIcon } from 'lucide-react';

import { FullPageStatus } from '@/components/full-page-status';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';

import { membershipQueries } from '../api/membership-queries';
import { useGoToUrl } from '@/lib/use-go-to-url';
import { DemoCardForm } from '@/components/demo-card-form';

import { usePayDemoCheckout } from '../api/membership-mutations';
import { DemoCheckoutSummary } from './demo-checkout-summary';
import { DemoHostedLayout, DemoNotice } from '@/components/demo-hosted-layout';

/** The demo's stand-in for Stripe Checkout: the Premium plan, $19.99/month, a test-card form, Pay and Cancel. */
export function DemoCheckout({ sessionId }: { sessionId: string }) {
  const session = useQuery({ ...membershipQueries.demoCheckout(sessionId), enabled: sessionId !== '' });
  const pay = usePayDemoCheckout(sessionId);
  const goToUrl = useGoToUrl();

  if (sessionId !== '' && session.isPending) return <FullPageStatus title="Loading checkout..." />;

  const back = session.data ? (
    <button
      type="button"
      onClick={() => goToUrl(session.data.cancelUrl)}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to {PRODUCT_NAME}
    </button>
  ) : null;

  return (
    <DemoHostedLayout
      aside={
        <>
          {back}
          {session.data ? <DemoCheckoutSummary session={session.data} /> : null}
        </>
      }
    >
      {!session.data ? (
        <DemoNotice
          icon={CircleAlertIcon}
          title="Checkout not found"
          text="This checkout session does not exist or has expired. Start the upgrade again from the Membership page."
          back={{ to: paths.member.membership, label: 'Back to Membership' }}
        />
      ) : session.data.status === 'complete' ? (
        <DemoNotice
          icon={CircleCheckIcon}
          title="Already paid"
          text="This checkout is complete and your Premium membership is active."
          back={{ to: paths.member.membership, label: 'Back to Membership' }}
        />
      ) : (
        <DemoCardForm session={session.data} pay={pay} />
      )}
    </DemoHostedLayout>
  );
}
