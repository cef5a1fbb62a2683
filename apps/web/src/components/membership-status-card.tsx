import { CheckIcon, CrownIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The membership summary the dashboard and the garage show: 'Membership: {LEVEL}', its badge and text,
 * the premium benefits (as one line or as a list) and a button to /membership.
 */
export function MembershipStatusCard({
  level,
  premiumBenefits,
  benefitsLayout = 'line',
  className,
}: {
  level: 'basic' | 'premium';
  premiumBenefits: readonly string[];
  benefitsLayout?: 'line' | 'list';
  className?: string;
}) {
  const premium = level === 'premium';
  return (
    <Card
      className={cn(
        'gap-0 overflow-hidden py-0',
        premium ? 'border-amber-200 bg-gradient-to-br from-amber-50 to-white' : 'bg-gradient-to-br from-blue-50 to-white',
        className,
      )}
    >
      <CardContent className="flex flex-col gap-4 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-full',
              premium ? 'bg-amber-100 text-amber-700' : 'bg-blue-100 text-primary',
            )}
          >
            {premium ? <CrownIcon className="size-5" aria-hidden="true" /> : <SparklesIcon className="size-5" aria-hidden="true" />}
          </span>
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold text-foreground">Membership: {level.toUpperCase()}</h2>
              <Badge variant={premium ? 'warning' : 'secondary'}>{premium ? 'Premium Active' : 'Basic Plan'}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {premium
                ? 'Enjoy premium features and priority support'
                : 'Upgrade to unlock advanced features and priority support'}
            </p>
            {premium && benefitsLayout === 'line' ? (
              <p className="text-sm text-slate-700">
                <span className="font-medium">Benefits:</span> {premiumBenefits.join(' · ')}
              </p>
            ) : null}
            {premium && benefitsLayout === 'list' ? (
              <ul className="grid gap-1 pt-1 text-sm text-slate-700 sm:grid-cols-2 sm:gap-x-6">
                {premiumBenefits.map((benefit) => (
                  <li key={benefit} className="flex items-center gap-2">
                    <CheckIcon className="size-4 shrink-0 text-green-700" aria-hidden="true" />
                    {benefit}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <Button asChild variant={premium ? 'outline' : 'default'} className="w-full sm:w-auto">
          <Link to={paths.member.membership}>{premium ? 'Manage Membership' : 'Upgrade Now'}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
