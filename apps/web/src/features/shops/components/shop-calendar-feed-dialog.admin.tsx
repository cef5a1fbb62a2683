import type { Shop } from '@drivecare/contract/shops';
import { useQuery } from '@tanstack/react-query';

import { CalendarFeedDialog } from '@/components/calendar-feed-dialog';

import { useShopCalendarFeedAction } from '../api/shop-mutations.admin';
import { adminShopQueries } from '../api/shop-queries.admin';

/** One calendar feed per shop: the staff subscribe to the shop's bookings in their own calendar app. */
export function ShopCalendarFeedDialog({ shop, onClose }: { shop: Shop; onClose: () => void }) {
  const link = useQuery(adminShopQueries.calendarFeed(shop.id));
  const create = useShopCalendarFeedAction(shop.id, 'create');
  const reset = useShopCalendarFeedAction(shop.id, 'reset');
  return (
    <CalendarFeedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Calendar feed: ${shop.name}`}
      description="The shop's bookings (the last 90 days and everything ahead) in your calendar app, kept up to date."
      link={link}
      create={create}
      reset={reset}
    />
  );
}
