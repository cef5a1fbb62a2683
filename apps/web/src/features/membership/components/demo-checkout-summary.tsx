import type { DemoCheckoutSession } from '@drivecare/contract/membership';

import { Separator } from '@/components/ui/separator';

/** The left column of the checkout: what is bought and what is due today. */
export function DemoCheckoutSummary({ session }: { session: DemoCheckoutSession }) {
  const [amount] = session.priceLabel.split('/');
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="text-sm font-medium text-muted-foreground">Subscribe to {session.planName}</p>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight text-foreground">{amount}</span>
          <span className="text-sm leading-tight text-muted-foreground">per month</span>
        </p>
      </div>
      <div className="space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <div>
            <p className="font-medium text-foreground">{session.planName}</p>
            <p className="text-muted-foreground">Billed monthly · {session.priceLabel}</p>
          </div>
          <p className="font-medium">{amount}</p>
        </div>
        <Separator />
        <div className="flex justify-between gap-4 font-semibold text-foreground">
          <p>Total due today</p>
          <p>{amount}</p>
        </div>
      </div>
    </div>
  );
}
