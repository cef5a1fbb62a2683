import type { CalendarBooking } from '@drivecare/contract/admin-calendar';
import { calendarMessages as cal } from '@drivecare/contract/admin-calendar';
import { MoveIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { StatusBadge } from './status-badge.admin';

/** The card's status colour as a left edge, the same hues as the status badges. */
const edge: Record<CalendarBooking['status'], string> = {
  scheduled: 'border-l-blue-500',
  rescheduled: 'border-l-blue-500',
  'in-progress': 'border-l-amber-500',
  completed: 'border-l-green-500',
  cancelled: 'border-l-red-500',
  missed: 'border-l-slate-400',
  'no-show': 'border-l-slate-400',
};

export const DRAG_TYPE = 'application/x-drivecare-appointment';

export function CalendarBookingCard({
  booking: b,
  movable,
  draggable,
  onOpen,
  onMove,
  onDragChange,
}: {
  booking: CalendarBooking;
  movable: boolean;
  draggable: boolean;
  onOpen: () => void;
  onMove: () => void;
  onDragChange: (dragging: boolean) => void;
}) {
  const canDrag = movable && draggable;
  return (
    <div
      role="group"
      aria-label={`Appointment of ${b.customerName}`}
      data-testid="calendar-booking"
      draggable={canDrag}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, b.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragChange(true);
      }}
      onDragEnd={() => onDragChange(false)}
      className={cn('min-w-0 rounded-md border border-l-4 bg-card text-sm shadow-xs', edge[b.status], canDrag && 'cursor-grab active:cursor-grabbing')}
    >
      <button
        type="button"
        onClick={onOpen}
        className="block w-full min-w-0 rounded-t-md px-2 py-1.5 text-left outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span className="min-w-0 truncate font-medium text-foreground">{b.customerName}</span>
          <StatusBadge status={b.status} />
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {b.vehicle ?? 'Vehicle removed'}
          {b.licensePlate ? ` · ${b.licensePlate}` : ''}
        </span>
        <span className="block truncate text-xs text-muted-foreground">{b.serviceNames.length > 0 ? b.serviceNames.join(', ') : 'No services'}</span>
      </button>
      {movable ? (
        <div className="border-t px-1 py-0.5">
          <Button type="button" variant="ghost" size="sm" className="h-7 w-full justify-start px-1.5 text-xs" onClick={onMove}>
            <MoveIcon aria-hidden="true" />
            {cal.moveTo}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
