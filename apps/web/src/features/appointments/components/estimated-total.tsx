import { formatUsd, type BookableService } from '@drivecare/contract/services';
import { discountCents } from '@drivecare/contract/settings';

import { useMemberPricing } from '../api/pricing-queries';

/** Sum of the chosen services' catalogue prices; services without a price are priced at the shop. */
export function estimatedTotal(services: readonly BookableService[], chosen: readonly string[]) {
  const picked = services.filter((s) => chosen.includes(s.id));
  return {
    cents: picked.reduce((sum, s) => sum + (s.priceCents ?? 0), 0),
    unpriced: picked.filter((s) => s.priceCents === null).length,
  };
}

/**
 * 'Estimated total: $X' under the booking's services, and beside it the Premium price when the member's
 * discount applies (the club's Premium discount from Settings, rounded as the invoice rounds it).
 */
export function EstimatedTotal({ services, chosen }: { services: readonly BookableService[]; chosen: readonly string[] }) {
  const pricing = useMemberPricing();
  if (chosen.length === 0) return null;
  const { cents, unpriced } = estimatedTotal(services, chosen);
  const discount = pricing.data?.discountApplies ? pricing.data.premiumDiscountPercent : 0;
  return (
    <div className="rounded-lg bg-muted px-3 py-2 text-sm" aria-live="polite">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-foreground" data-testid="estimated-total">
          Estimated total: {formatUsd(cents)}
        </span>
        {discount > 0 && cents > 0 ? (
          <span className="font-semibold text-emerald-700 dark:text-emerald-400" data-testid="premium-price">
            Premium price: {formatUsd(cents - discountCents(cents, discount))} ({discount}% member discount)
          </span>
        ) : null}
      </p>
      {unpriced > 0 ? (
        <p className="text-muted-foreground">
          {unpriced === 1 ? 'One service is' : `${unpriced} services are`} priced at the shop.
        </p>
      ) : null}
    </div>
  );
}
