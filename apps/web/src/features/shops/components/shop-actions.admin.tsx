import type { Shop } from '@drivecare/contract/shops';
import { CalendarClockIcon, CalendarOffIcon, CalendarSyncIcon, PencilIcon, PowerIcon, PowerOffIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

import { useSetShopStatus } from '../api/shop-mutations.admin';

export interface ShopActionHandlers {
  onEdit: (shop: Shop) => void;
  onSchedule: (shop: Shop) => void;
  onClosures: (shop: Shop) => void;
  onCalendarFeed: (shop: Shop) => void;
  onDelete: (shop: Shop) => void;
}

function IconAction({
  label,
  onClick,
  disabled,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={className}
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** Toggle status, schedule, closures, calendar feed, edit and delete for one shop row or card. */
export function ShopActions({ shop, onEdit, onSchedule, onClosures, onCalendarFeed, onDelete }: ShopActionHandlers & { shop: Shop }) {
  const setStatus = useSetShopStatus();
  const toggle = () => {
    const isActive = !shop.isActive;
    setStatus.mutate(
      { id: shop.id, isActive },
      {
        onSuccess: () => toast.success(`${shop.name} ${isActive ? 'activated' : 'deactivated'}`),
        onError: () => toast.error('Failed to update shop status'),
      },
    );
  };

  return (
    <div className="flex items-center gap-0.5">
      <IconAction
        label={`${shop.isActive ? 'Deactivate' : 'Activate'} ${shop.name}`}
        disabled={setStatus.isPending}
        onClick={toggle}
        className={shop.isActive ? 'text-amber-700 hover:bg-amber-50' : 'text-green-700 hover:bg-green-50'}
      >
        {shop.isActive ? <PowerOffIcon aria-hidden="true" /> : <PowerIcon aria-hidden="true" />}
      </IconAction>
      <IconAction label={`Schedule for ${shop.name}`} onClick={() => onSchedule(shop)}>
        <CalendarClockIcon aria-hidden="true" />
      </IconAction>
      <IconAction label={`Closures of ${shop.name}`} onClick={() => onClosures(shop)}>
        <CalendarOffIcon aria-hidden="true" />
      </IconAction>
      <IconAction label={`Calendar feed for ${shop.name}`} onClick={() => onCalendarFeed(shop)}>
        <CalendarSyncIcon aria-hidden="true" />
      </IconAction>
      <IconAction label={`Edit ${shop.name}`} onClick={() => onEdit(shop)}>
        <PencilIcon aria-hidden="true" />
      </IconAction>
      <IconAction
        label={`Delete ${shop.name}`}
        onClick={() => onDelete(shop)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2Icon aria-hidden="true" />
      </IconAction>
    </div>
  );
}
