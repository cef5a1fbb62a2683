import { PREMIUM_PRICE_LABEL, type SubscriptionStatus } from '@drivecare/contract/membership';
import { CheckIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

import type { MembershipAction } from '../hooks/use-membership-actions';
import { basicPlanBenefits, premiumPlanBenefits } from './plan-benefits';
import { PlanActionButton } from './plan-action-button';

function BenefitList({ benefits, label }: { benefits: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2.5 text-sm">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2.5">
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}

function Price({ amount, period }: { amount: string; period?: string }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-3xl font-bold tracking-tight text-foreground">{amount}</span>
      {period ? <span className="text-sm text-muted-foreground">{period}</span> : null}
    </p>
  );
}

/** The Basic and Premium plan cards with their benefits and prices. */
export function PlanOptions({
  status,
  busy,
  onUpgrade,
  onManage,
}: {
  status: SubscriptionStatus;
  busy: MembershipAction | null;
  onUpgrade: () => void;
  onManage: () => void;
}) {
  const premium = status.subscription_tier === 'premium';
  const [amount, period] = PREMIUM_PRICE_LABEL.split('/');

  return (
    <section aria-labelledby="plans-title" className="space-y-4">
      <h2 id="plans-title" className="text-xl font-semibold text-foreground">
        Choose Your Plan
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className={cn(!premium && 'ring-2 ring-primary/30')}>
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle as="h3">Basic</CardTitle>
              {!premium ? <Badge variant="info">Current Plan</Badge> : null}
            </div>
            <CardDescription>Everything you need to keep your vehicles on track.</CardDescription>
            <div className="pt-2">
              <Price amount="Free forever" />
            </div>
          </CardHeader>
          <CardContent className="flex-1">
            <BenefitList benefits={basicPlanBenefits} label="Basic plan benefits" />
          </CardContent>
          <CardFooter>
            <Button variant="outline" className="w-full" disabled>
              {premium ? 'Included with Premium' : 'Your Current Plan'}
            </Button>
          </CardFooter>
        </Card>

        <Card className={cn('relative border-amber-300', premium && 'ring-2 ring-amber-300')}>
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle as="h3">Premium</CardTitle>
              <Badge variant="warning">{premium ? 'Current Plan' : 'Most Popular'}</Badge>
            </div>
            <CardDescription>Priority care and every feature of the club.</CardDescription>
            <div className="pt-2">
              <Price amount={amount ?? PREMIUM_PRICE_LABEL} period={period ? `/${period}` : undefined} />
            </div>
          </CardHeader>
          <CardContent className="flex-1">
            <BenefitList benefits={premiumPlanBenefits} label="Premium plan benefits" />
          </CardContent>
          <CardFooter>
            <PlanActionButton premium={premium} busy={busy} onUpgrade={onUpgrade} onManage={onManage} className="w-full" />
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
