import { closureMessages, type ShopClosure } from '@drivecare/contract/shop-closures';
import type { Shop } from '@drivecare/contract/shops';
import { useQuery } from '@tanstack/react-query';
import { CalendarOffIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadErrorState } from '@/components/load-error-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

import { useRemoveClosure } from '../api/closure-mutations.admin';
import { closureQueries } from '../api/closure-queries.admin';

import { closureDays, closureHours, closureScope } from './closure-text';

function RemoveClosureDialog({ closure, onClose }: { closure: ShopClosure | null; onClose: () => void }) {
  const remove = useRemoveClosure();
  const confirm = () => {
    if (!closure) return;
    remove.mutate(closure.id, {
      onSuccess: () => {
        toast.success(closureMessages.removed);
        onClose();
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to remove the closure'));
        onClose();
      },
    });
  };
  const where = closure?.shopId === null ? 'every shop' : (closure?.shopName ?? 'the shop');
  return (
    <ConfirmDialog
      open={closure !== null}
      onClose={onClose}
      title={`Remove '${closure?.reason ?? ''}'?`}
      description={`Members can book ${where} on these days again. Appointments this closure cancelled stay cancelled.`}
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}

/** The shop's closures to come and the club's holidays, each with a Remove that asks first. */
export function ClosureList({ shop }: { shop: Shop }) {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(closureQueries.forShop(shop.id));
  const [removing, setRemoving] = useState<ShopClosure | null>(null);

  if (isPending) return <ListSkeleton label="Loading closures" count={2} className="space-y-2" rowClassName="h-14 w-full rounded-lg" />;
  if (isError) {
    return (
      <LoadErrorState icon={CalendarOffIcon} title="Failed to load closures" retrying={isRefetching} onRetry={() => void refetch()} />
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
        No closures coming up. {shop.name} follows its weekly hours.
      </p>
    );
  }
  return (
    <>
      <ul aria-label={`Closures of ${shop.name}`} className="divide-y divide-border rounded-lg border border-border">
        {data.map((closure) => (
          <li key={closure.id} className="flex items-center gap-3 px-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium break-words text-foreground">{closure.reason}</span>
                <Badge variant={closure.shopId === null ? 'default' : 'secondary'}>{closureScope(closure)}</Badge>
              </p>
              <p className="text-sm text-slate-700">
                <span className="whitespace-nowrap">{closureDays(closure)}</span> ·{' '}
                <span className="whitespace-nowrap">{closureHours(closure)}</span>
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800"
              aria-label={`Remove closure '${closure.reason}'`}
              onClick={() => setRemoving(closure)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <RemoveClosureDialog closure={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
