import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Link } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';

import { membershipQueries } from '../api/membership-queries';
import { useGoToUrl } from '@/lib/use-go-to-url';
import { DemoCardForm } from '@/components/demo-card-form';

import { usePayDemoCheckout } from '../api/membership-mutations';
import { DemoCheckoutSummary } from './demo-checkout-summary';
import { DemoHostedLayout } from '@/components/demo-hosted-layout';

function Notice({ icon: Icon, title, text }: { icon: typeof CircleAlertIcon; title: string; text: string }) {
  return (
    <div className="space-y-4">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-foreground">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={paths.member.membership}>Back to Membership</Link>
      </Button>
    </div>
  );
}

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
        <Notice
          icon={CircleAlertIcon}
          title="Checkout not found"
          text="This checkout session does not exist or has expired. Start the upgrade again from the Membership page."
        />
      ) : session.data.status === 'complete' ? (
        <Notice
          icon={CircleCheckIcon}
          title="Already paid"
          text="This checkout is complete and your Premium membership is active."
        />
      ) : (
        <DemoCardForm session={session.data} pay={pay} />
      )}
    </DemoHostedLayout>
  );
}
