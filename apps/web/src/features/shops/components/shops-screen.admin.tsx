import type { Shop } from '@drivecare/contract/shops';
import { useQuery } from '@tanstack/react-query';
import { CalendarClockIcon, StoreIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

import { AddButton } from '@/components/add-button';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useEditDialogs } from '@/lib/use-edit-dialogs';

import { adminShopQueries } from '../api/shop-queries.admin';

import { DeleteShopDialog } from './delete-shop-dialog.admin';
import { ShopClosuresDialog } from './shop-closures-dialog.admin';
import { ShopFormDialog } from './shop-form-dialog.admin';
import { ShopCalendarFeedDialog } from './shop-calendar-feed-dialog.admin';
import { ShopScheduleDialog } from './shop-schedule-dialog.admin';
import { ShopStats } from './shop-stats.admin';
import { ShopTable } from './shop-table.admin';

export function ShopsScreen() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(adminShopQueries.list());
  const { formOpen, setFormOpen, editing, openCreate, openEdit, deleting, setDeleting, closeDelete } =
    useEditDialogs<Shop>();
  const [closuresOf, setClosuresOf] = useState<Shop | null>(null);
  const [feedShop, setFeedShop] = useState<Shop | null>(null);
  const [schedule, setSchedule] = useState<{ open: boolean; shopId?: string }>({
    open: false,
  });

  useEffect(() => {
    if (isError) toast.error('Failed to load shop schedules');
  }, [isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Shop Management"
        description="Partner shops, their contact details and weekly opening hours."
        actions={
          <>
            <Button variant="outline" onClick={() => setSchedule({ open: true })}>
              <CalendarClockIcon aria-hidden="true" />
              Schedule Settings
            </Button>
            <AddButton onClick={openCreate}>Add Shop</AddButton>
          </>
        }
      />

      <ShopStats shops={data} />

      {isPending ? (
        <ListSkeleton label="Loading shops" count={5} className="space-y-2" rowClassName="h-14 w-full rounded-lg" />
      ) : isError ? (
        <LoadErrorState
          icon={StoreIcon}
          title="Failed to load shop schedules"
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState
          icon={StoreIcon}
          description="No shops yet. Add your first partner shop to get started."
        />
      ) : (
        <ShopTable
          shops={data}
          onEdit={openEdit}
          onSchedule={(shop) => setSchedule({ open: true, shopId: shop.id })}
          onClosures={setClosuresOf}
          onCalendarFeed={setFeedShop}
          onDelete={setDeleting}
        />
      )}

      <ShopFormDialog open={formOpen} onOpenChange={setFormOpen} shop={editing} />
      <DeleteShopDialog shop={deleting} onClose={closeDelete} />
      <ShopClosuresDialog shop={closuresOf} onClose={() => setClosuresOf(null)} />
      {feedShop ? <ShopCalendarFeedDialog shop={feedShop} onClose={() => setFeedShop(null)} /> : null}
      <ShopScheduleDialog
        open={schedule.open}
        initialShopId={schedule.shopId}
        onOpenChange={(open) => setSchedule((s) => ({ ...s, open }))}
      />
    </div>
  );
}
