import { formatUsd } from '@drivecare/contract/services';
import type { Estimate, EstimateItem } from '@drivecare/contract/visits';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

export function ItemKindBadge({ item }: { item: EstimateItem }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-semibold',
        item.recommended ? 'bg-indigo-100 text-indigo-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {item.recommended ? 'Recommended' : 'Included'}
    </span>
  );
}

/** 'Approved Mar 05, 2026, 2:00 PM', 'Declined …', 'Waiting for approval', with the work's state. */
export function DecisionText({ item }: { item: EstimateItem }) {
  if (!item.recommended) return item.done ? <span className="text-xs text-green-700">Done</span> : null;
  const decided = item.decidedAt ? ` ${formatDateTime(item.decidedAt)}` : '';
  const text =
    item.decision === 'approved' ? `Approved${decided}` : item.decision === 'declined' ? `Declined${decided}` : 'Waiting for approval';
  const colour = item.decision === 'approved' ? 'text-green-700' : item.decision === 'declined' ? 'text-red-700' : 'text-amber-800';
  return (
    <span className={cn('text-xs font-medium', colour)} data-decision={item.decision ?? 'waiting'}>
      {text}
      {item.done ? ' · Done' : ''}
    </span>
  );
}

/** Every line with its quantity, unit price and line total; `actions` renders per-line buttons. */
export function EstimateLines({ estimate, actions }: { estimate: Estimate; actions?: (item: EstimateItem) => ReactNode }) {
  if (estimate.items.length === 0) return <p className="text-sm text-muted-foreground">No items on the estimate yet.</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Estimate items">
        {estimate.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-item={item.description}>
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className={cn('font-medium', item.decision === 'declined' ? 'text-slate-500 line-through' : 'text-foreground')}>
                  {item.description}
                </span>
                <ItemKindBadge item={item} />
              </div>
              <p className="text-xs text-slate-600">
                {item.quantity} × {formatUsd(item.unitPriceCents)}
              </p>
              <DecisionText item={item} />
            </div>
            <div className="flex flex-wrap items-center gap-2 sm:justify-end">
              <span className="font-semibold tabular-nums">{formatUsd(item.totalCents)}</span>
              {actions?.(item)}
            </div>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="estimate-total">
            {formatUsd(estimate.totalCents)}
          </dd>
        </div>
        {estimate.pendingCents > 0 ? (
          <div className="flex justify-between text-slate-600">
            <dt>Waiting for approval</dt>
            <dd className="tabular-nums">{formatUsd(estimate.pendingCents)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
