import { calendarMessages as cal, calendarViews, weekdaysOf, type CalendarView } from '@drivecare/contract/admin-calendar';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDateLong, formatDateShort, formatWeekdayShort } from '@/lib/format';

const viewLabels: Record<CalendarView, string> = { day: cal.day, week: cal.week };

/** 'Monday, November 30, 2026', or 'Mon, Nov 30 – Fri, Dec 4, 2026' for a week. */
function rangeLabel(view: CalendarView, date: string) {
  if (view === 'day') return formatDateLong(date);
  const days = weekdaysOf(date);
  return `${formatWeekdayShort(days[0])} – ${formatDateShort(days[4])}`;
}

export function CalendarToolbar({
  shops,
  shopId,
  onShop,
  view,
  onView,
  date,
  onToday,
  onStep,
}: {
  shops: { id: string; name: string; isActive: boolean }[];
  shopId: string;
  onShop: (id: string) => void;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  date: string;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Select value={shopId} onValueChange={onShop}>
          <FormField label={cal.shopLabel} className="w-full sm:max-w-xs">
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FormField>
          <SelectContent>
            {shops.map((s) => (
              <SelectItem key={s.id} value={s.id}>
                {s.isActive ? s.name : `${s.name} (inactive)`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div role="group" aria-label="View" className="inline-flex w-fit rounded-lg border bg-muted p-1">
          {calendarViews.map((v) => (
            <Button
              key={v}
              type="button"
              size="sm"
              variant={view === v ? 'default' : 'ghost'}
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className="min-w-16"
            >
              {viewLabels[v]}
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="icon" aria-label={cal.previous} onClick={() => onStep(-1)}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" onClick={onToday}>
          {cal.today}
        </Button>
        <Button type="button" variant="outline" size="icon" aria-label={cal.next} onClick={() => onStep(1)}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
        <p className="ml-1 text-base font-semibold text-foreground sm:text-lg" aria-live="polite" data-testid="calendar-range">
          {rangeLabel(view, date)}
        </p>
      </div>
    </div>
  );
}
