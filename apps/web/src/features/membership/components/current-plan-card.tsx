import type { SubscriptionStatus } from '@drivecare/contract/membership';
import { CalendarClockIcon, CrownIcon, SparklesIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import type { MembershipAction } from '../hooks/use-membership-actions';
import { PlanActionButton } from './plan-action-button';
import { renewalDetails } from './renewal-details';

interface CurrentPlanProps {
  status: SubscriptionStatus;
  verifying: boolean;
  busy: MembershipAction | null;
  onUpgrade: () => void;
  onManage: () => void;
  /** The mobile form: one compact card instead of the wide one. */
  compact?: boolean;
}

function PlanIcon({ premium, className }: { premium: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        premium ? 'bg-amber-100 text-amber-700' : 'bg-blue-100 text-primary',
        className,
      )}
    >
      {premium ? <CrownIcon className="size-1/2" aria-hidden="true" /> : <SparklesIcon className="size-1/2" aria-hidden="true" />}
    </span>
  );
}

function Verifying() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="size-4" /> Verifying your membership...
    </p>
  );
}

/** The member's plan now: name, badge, renewal or expiry with days remaining, and the one action. */
export function CurrentPlanCard({ status, verifying, busy, onUpgrade, onManage, compact = false }: CurrentPlanProps) {
  const premium = status.subscription_tier === 'premium';
  const renewal = renewalDetails(status);
  const badge = (
    <Badge variant={premium ? 'warning' : 'secondary'}>{premium ? 'Premium Active' : 'Basic Plan'}</Badge>
  );

  return (
    <Card
      role="region"
      aria-labelledby="current-plan-label current-plan-title"
      className={cn(
        'gap-0 py-0',
        premium ? 'border-amber-200 bg-gradient-to-br from-amber-50 to-white' : 'bg-gradient-to-br from-blue-50 to-white',
      )}
    >
      <CardContent className={cn('flex flex-col gap-4', compact ? 'p-4' : 'gap-5 p-6 lg:flex-row lg:items-center lg:justify-between')}>
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <PlanIcon premium={premium} className={compact ? 'size-10' : 'size-14'} />
          <div className="min-w-0 space-y-1.5">
            <p id="current-plan-label" className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              Current Plan
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="current-plan-title" className={cn('font-bold text-foreground', compact ? 'text-xl' : 'text-2xl')}>
                {premium ? 'Premium' : 'Basic'}
              </h2>
              {badge}
            </div>
            <p className="text-sm text-muted-foreground">
              {premium ? 'Enjoy premium features and priority support' : 'Free forever · Upgrade to unlock advanced features and priority support'}
            </p>
            {premium && renewal && !status.will_renew ? (
              <p className="text-sm font-medium text-amber-900">
                Your plan will not renew. You keep Premium until {renewal.date}.
              </p>
            ) : null}
            {verifying ? <Verifying /> : null}
          </div>
        </div>

        <div className={cn('flex flex-col gap-3', compact ? '' : 'shrink-0 sm:flex-row sm:items-center lg:justify-end')}>
          {renewal ? (
            <div className={cn('flex items-start gap-3 rounded-lg border bg-white/70 px-4 py-3', compact ? '' : 'sm:min-w-56')}>
              <CalendarClockIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dl className="space-y-0.5">
                <dt className="text-xs font-medium text-muted-foreground">{renewal.label}</dt>
                <dd className="font-semibold text-foreground">{renewal.date}</dd>
                {renewal.remaining ? <dd className="text-xs text-muted-foreground">{renewal.remaining}</dd> : null}
              </dl>
            </div>
          ) : null}
          <PlanActionButton
            premium={premium}
            busy={busy}
            onUpgrade={onUpgrade}
            onManage={onManage}
            size={compact ? 'default' : 'lg'}
            className={compact ? 'w-full' : 'w-full sm:w-auto'}
          />
        </div>
      </CardContent>
    </Card>
  );
}
