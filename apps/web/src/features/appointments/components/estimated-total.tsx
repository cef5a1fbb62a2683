import { formatUsd, type BookableService } from '@drivecare/contract/services';

/** Sum of the chosen services' catalogue prices; services without a price are priced at the shop. */
export function estimatedTotal(services: readonly BookableService[], chosen: readonly string[]) {
  const picked = services.filter((s) => chosen.includes(s.id));
  return {
    cents: picked.reduce((sum, s) => sum + (s.priceCents ?? 0), 0),
    unpriced: picked.filter((s) => s.priceCents === null).length,
  };
}

/**
 * 'Estimated total: $X' under the booking's services. The Premium member's price line (a discount from the
 * club's Settings) goes here below the total once that setting exists.
 */
export function EstimatedTotal({ services, chosen }: { services: readonly BookableService[]; chosen: readonly string[] }) {
  if (chosen.length === 0) return null;
  const { cents, unpriced } = estimatedTotal(services, chosen);
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm" aria-live="polite">
      <p className="font-semibold text-foreground" data-testid="estimated-total">
        Estimated total: {formatUsd(cents)}
      </p>
      {unpriced > 0 ? (
        <p className="text-muted-foreground">
          {unpriced === 1 ? 'One service is' : `${unpriced} services are`} priced at the shop.
        </p>
      ) : null}
    </div>
  );
}
