import {
  calendarMessages as cal,
  type CalendarBooking,
  type CalendarDay,
  type CalendarSlot,
} from '@drivecare/contract/admin-calendar';
import { BanIcon } from 'lucide-react';
import { useState } from 'react';

import { cn } from '@/lib/cn';
import { formatDateLong, formatTime12h, formatWeekdayShort } from '@/lib/format';

import { CalendarBookingCard, DRAG_TYPE } from './calendar-booking.admin';

export interface SlotActions {
  /** Drag and drop only where the pointer allows it; 'Move to…' is always there. */
  draggable: boolean;
  dragging: boolean;
  onDragChange: (dragging: boolean) => void;
  onOpen: (booking: CalendarBooking) => void;
  onMove: (booking: CalendarBooking, date: string) => void;
  onDrop: (appointmentId: string, date: string, time: string) => void;
}

/** One day of a shop: its heading, then each hourly slot with its use and bookings, or why it is closed. */
export function CalendarDayColumn({
  day,
  isToday,
  compact,
  actions,
}: {
  day: CalendarDay;
  isToday: boolean;
  /** The week's narrow columns rather than the day's full width. */
  compact: boolean;
  actions: SlotActions;
}) {
  const heading = compact ? formatWeekdayShort(day.date) : formatDateLong(day.date);
  return (
    <section aria-label={formatDateLong(day.date)} data-testid="calendar-day" className="min-w-0 space-y-2">
      {compact ? (
        <h2 className={cn('flex items-center gap-2 text-sm font-semibold', isToday ? 'text-primary' : 'text-foreground')}>
          {heading}
          {isToday ? <span className="rounded-full bg-primary px-2 py-0.5 text-[10px] font-medium text-primary-foreground">{cal.today}</span> : null}
        </h2>
      ) : null}
      {day.closed ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed bg-muted/50 px-3 py-3 text-sm text-muted-foreground">
          <BanIcon className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-medium text-foreground">{cal.closed}</span>
            {day.closed.reason !== cal.closed ? ` · ${day.closed.reason}` : ''}
          </span>
        </p>
      ) : null}
      {day.slots.length === 0 && !day.closed ? <p className="text-sm text-muted-foreground">{cal.noSlots}</p> : null}
      {day.slots.length > 0 ? (
        <ol className={cn('space-y-2', !compact && 'sm:space-y-0 sm:divide-y sm:rounded-lg sm:border')}>
          {day.slots.map((slot) => (
            <Slot key={slot.time} date={day.date} slot={slot} past={day.past} compact={compact} actions={actions} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Slot({ date, slot, past, compact, actions }: { date: string; slot: CalendarSlot; past: boolean; compact: boolean; actions: SlotActions }) {
  const [over, setOver] = useState(false);
  const full = slot.taken >= slot.capacity;
  const dropTarget = actions.dragging && slot.bookable;
  const use = cal.use(slot.taken, slot.capacity);
  return (
    <li
      data-testid="calendar-slot"
      data-time={slot.time}
      aria-label={`${formatTime12h(slot.time)}, ${use}${slot.open ? '' : `, ${slot.closedReason ?? cal.closed}`}`}
      onDragOver={(event) => {
        if (!dropTarget || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const id = event.dataTransfer.getData(DRAG_TYPE);
        if (!dropTarget || !id) return;
        event.preventDefault();
        actions.onDrop(id, date, slot.time);
      }}
      className={cn(
        'min-w-0 rounded-lg border p-2 transition-colors',
        !compact && 'sm:grid sm:grid-cols-[7rem_1fr] sm:gap-3 sm:rounded-none sm:border-0 sm:p-3',
        !slot.open && 'bg-muted/50',
        dropTarget && 'border-dashed border-primary/60',
        over && 'bg-primary/10 ring-2 ring-primary',
      )}
    >
      <div className="min-w-0">
        <div className={cn('flex items-center justify-between gap-2 text-xs', !compact && 'sm:flex-col sm:items-start sm:justify-start sm:text-sm')}>
          <span className="font-semibold whitespace-nowrap text-foreground">{formatTime12h(slot.time)}</span>
          <span className={cn('whitespace-nowrap tabular-nums', full ? 'font-medium text-red-700' : 'text-muted-foreground')}>{use}</span>
        </div>
        {!slot.open ? <p className="mt-0.5 truncate text-xs text-muted-foreground">{slot.closedReason ?? cal.closed}</p> : null}
      </div>
      {slot.bookings.length > 0 ? (
        <ul className={cn('mt-2 grid grid-cols-1 gap-2', !compact && 'sm:mt-0 sm:grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]')}>
          {slot.bookings.map((b) => (
            <li key={b.id} className="min-w-0">
              <CalendarBookingCard
                booking={b}
                movable={b.status === 'scheduled' && !past}
                draggable={actions.draggable}
                onOpen={() => actions.onOpen(b)}
                onMove={() => actions.onMove(b, date)}
                onDragChange={actions.onDragChange}
              />
            </li>
          ))}
        </ul>
      ) : compact ? null : (
        <p className="mt-1 text-xs text-muted-foreground sm:mt-0 sm:self-center">{cal.emptySlot}</p>
      )}
    </li>
  );
}
