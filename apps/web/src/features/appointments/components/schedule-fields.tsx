import { appointmentMessages as msg } from '@drivecare/contract/appointments';
import { waitlistMessages } from '@drivecare/contract/waitlist';
import { format, startOfMonth } from 'date-fns';
import { AlertCircleIcon, CalendarRangeIcon, ClockIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateLong, formatTime12h, parseDate, toIsoDay } from '@/lib/format';

import { useAvailability } from '../api/appointment-queries';

interface ScheduleFieldsProps {
  shopId: string | undefined;
  date: string;
  time: string;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  dateError?: string | undefined;
  timeError?: string | undefined;
  /** The appointment being rescheduled: its own place does not count against it. */
  exclude?: string;
  disabled?: boolean;
  /** Booking only: full slots are shown as 'Full' with 'Join waitlist', which calls this with the slot's time. */
  onJoinWaitlist?: (time: string) => void;
  /** The full slot whose waitlist is being joined (its button shows it and all are disabled meanwhile). */
  joiningWaitlist?: string | null;
}

type ScheduleValueSetter = (name: 'date' | 'time', value: string, options?: { shouldValidate: boolean }) => void;

/** Ties ScheduleFields to a form: a new day clears the chosen time; fields check themselves once submitted. */
export function scheduleChangeHandlers(setValue: ScheduleValueSetter, isSubmitted: boolean) {
  return {
    onDateChange: (value: string) => {
      setValue('date', value, { shouldValidate: isSubmitted });
      setValue('time', '');
    },
    onTimeChange: (value: string) => setValue('time', value, { shouldValidate: isSubmitted }),
  };
}

const isWeekend = (day: Date) => day.getDay() === 0 || day.getDay() === 6;

/**
 * Calendar and hourly slots from the server's availability for the chosen shop: weekends, past days, days the
 * shop is closed and full days are disabled; only bookable slots are offered.
 */
export function ScheduleFields({
  shopId,
  date,
  time,
  onDateChange,
  onTimeChange,
  dateError,
  timeError,
  exclude,
  disabled = false,
  onJoinWaitlist,
  joiningWaitlist = null,
}: ScheduleFieldsProps) {
  const id = useId();
  const [month, setMonth] = useState(() => startOfMonth(parseDate(date) ?? new Date()));
  const availability = useAvailability(shopId, format(month, 'yyyy-MM'), exclude);
  // With a waitlist to join, a day whose slots are all full can still be chosen.
  const waitlisting = !!onJoinWaitlist;
  const bookable = useMemo(
    () =>
      new Map(
        (availability.data?.days ?? []).filter((d) => d.slots.length > 0 || (waitlisting && d.full.length > 0)).map((d) => [d.date, d]),
      ),
    [availability.data, waitlisting],
  );
  const today = parseDate(availability.data?.today) ?? new Date();
  // The member's booking horizon (none for staff): days after its last date are disabled and the hint says why.
  const horizon = availability.data?.horizon ?? null;
  const lastDay = parseDate(horizon?.lastDate);
  const slots = bookable.get(date)?.slots ?? [];
  const full = waitlisting ? (bookable.get(date)?.full ?? []) : [];
  const times = [...slots, ...full].sort();
  const dateErrorId = `${id}-date-error`;
  const timeErrorId = `${id}-time-error`;

  const isDisabledDay = (day: Date) => {
    if (isWeekend(day) || toIsoDay(day) < toIsoDay(today)) return true;
    if (horizon && toIsoDay(day) > horizon.lastDate) return true;
    // Until the shop's availability has arrived nothing else can be chosen.
    if (!shopId || !availability.isSuccess) return true;
    return !bookable.has(toIsoDay(day));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <div className="grid gap-2">
        <Label id={`${id}-date-label`}>Date</Label>
        <div
          data-testid="date-picker"
          // Which days are open is being read (the month changed, or the shop): what is enabled may still change.
          aria-busy={shopId && availability.isFetching ? true : undefined}
          className={cn(
            'relative w-fit rounded-lg border border-border bg-card',
            dateError && 'border-destructive',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <Calendar
            mode="single"
            required={false}
            selected={parseDate(date) ?? undefined}
            onSelect={(day) => onDateChange(day ? toIsoDay(day) : '')}
            month={month}
            onMonthChange={setMonth}
            startMonth={startOfMonth(today)}
            endMonth={lastDay ? startOfMonth(lastDay) : undefined}
            disabled={isDisabledDay}
            aria-labelledby={`${id}-date-label`}
          />
          {shopId && availability.isFetching ? (
            <div className="absolute top-3 right-12 flex items-center" aria-hidden="true">
              <Spinner className="size-4 text-slate-500" />
            </div>
          ) : null}
        </div>
        <p id={`${id}-date-hint`} className="max-w-xs text-sm text-muted-foreground">
          {msg.weekdayHint}
        </p>
        {horizon ? (
          <p className="flex max-w-xs items-center gap-1.5 text-sm text-muted-foreground" data-testid="horizon-hint">
            <CalendarRangeIcon className="size-4 shrink-0" aria-hidden="true" />
            {horizon.hint}
          </p>
        ) : null}
        {!shopId ? <p className="max-w-xs text-sm text-muted-foreground">Choose a shop to see its open days.</p> : null}
        {availability.isSuccess && availability.data.days.length === 0 ? (
          <p className="max-w-xs text-sm text-muted-foreground">
            No open days left in {format(month, 'MMMM')}. Please look at the next month.
          </p>
        ) : null}
        {availability.isError ? (
          <p className="flex max-w-xs items-center gap-1.5 text-sm text-destructive" role="alert">
            <AlertCircleIcon className="size-4 shrink-0" aria-hidden="true" />
            Could not load the available days. Please try again.
          </p>
        ) : null}
        {dateError ? (
          <p id={dateErrorId} className="text-sm font-medium text-destructive">
            {dateError}
          </p>
        ) : null}
      </div>

      <div className="grid content-start gap-2">
        <Label id={`${id}-time-label`}>Time</Label>
        {!date ? (
          <p className="flex items-center gap-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
            Select a date to see the available times.
          </p>
        ) : availability.isPending && shopId ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : times.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No times are left on {formatDateLong(date, date)}. Please choose another day.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{formatDateLong(date, date)}</p>
            <RadioGroup
              value={slots.includes(time) ? time : ''}
              onValueChange={onTimeChange}
              disabled={disabled}
              aria-labelledby={`${id}-time-label`}
              aria-describedby={timeError ? timeErrorId : undefined}
              aria-invalid={timeError ? true : undefined}
              // A full slot needs room for its time, 'Full' and 'Join waitlist': three columns at most then.
              className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', full.length === 0 && 'xl:grid-cols-4')}
            >
              {times.map((slot) =>
                full.includes(slot) ? (
                  <div
                    key={slot}
                    className="flex min-h-10 flex-col items-start justify-center gap-0.5 rounded-md border border-dashed border-border bg-muted/40 px-2.5 py-1.5 text-sm"
                  >
                    <span className="flex flex-wrap items-center gap-1.5">
                      <span className="font-medium whitespace-nowrap text-muted-foreground line-through decoration-1">{formatTime12h(slot)}</span>
                      <Badge variant="secondary" className="px-1.5 py-0 text-[11px]">
                        {waitlistMessages.full}
                      </Badge>
                    </span>
                    <Button
                      type="button"
                      variant="link"
                      size="sm"
                      className="h-auto px-0 py-0 text-xs"
                      disabled={disabled || joiningWaitlist !== null}
                      aria-label={`${waitlistMessages.join} for ${formatTime12h(slot)}`}
                      onClick={() => onJoinWaitlist?.(slot)}
                    >
                      {joiningWaitlist === slot ? <Spinner className="size-3.5" /> : null}
                      {waitlistMessages.join}
                    </Button>
                  </div>
                ) : (
                <Label
                  key={slot}
                  className={cn(
                    'flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium transition-colors hover:bg-accent',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-blue-50 has-[[data-state=checked]]:text-primary',
                  )}
                >
                  <RadioGroupItem value={slot} className="sr-only" />
                  {formatTime12h(slot)}
                </Label>
                ),
              )}
            </RadioGroup>
          </>
        )}
        {timeError ? (
          <p id={timeErrorId} className="text-sm font-medium text-destructive">
            {timeError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
