import { useQuery } from '@tanstack/react-query';
import { AlertCircleIcon } from 'lucide-react';

import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { membershipQueries } from '@/features/membership/api/membership-queries';
import { CurrentPlanCard } from '@/features/membership/components/current-plan-card';
import { MembershipSkeleton } from '@/features/membership/components/membership-skeleton';
import { PlanOptions } from '@/features/membership/components/plan-options';
import { WhyPremium } from '@/features/membership/components/why-premium';
import { useMembershipActions } from '@/features/membership/hooks/use-membership-actions';
import { useSubscriptionCheck } from '@/features/membership/hooks/use-subscription-check';
import { errorMessage } from '@/lib/api-client';
import { useIsMobile } from '@/lib/use-media-query';

export default function MembershipPage() {
  const status = useQuery(membershipQueries.status());
  const { verifying } = useSubscriptionCheck();
  const { upgrade, manage, busy } = useMembershipActions();
  const isMobile = useIsMobile();

  return (
    <div className="space-y-6">
      <PageHeader title="Membership" description="Your plan, its benefits and billing." />
      {status.isPending ? (
        <MembershipSkeleton />
      ) : status.isError ? (
        <EmptyState
          icon={AlertCircleIcon}
          title="We couldn't load your membership"
          description={errorMessage(status.error)}
          action={<Button onClick={() => void status.refetch()}>Try Again</Button>}
        />
      ) : (
        <>
          <CurrentPlanCard
            status={status.data}
            verifying={verifying}
            busy={busy}
            onUpgrade={upgrade}
            onManage={manage}
            compact={isMobile}
          />
          <PlanOptions status={status.data} busy={busy} onUpgrade={upgrade} onManage={manage} />
          <WhyPremium />
        </>
      )}
    </div>
  );
}
