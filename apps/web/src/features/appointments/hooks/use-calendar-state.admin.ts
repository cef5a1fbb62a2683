import { addDays, type CalendarView } from '@drivecare/contract/admin-calendar';
import { useCallback, useState } from 'react';

import { toIsoDay } from '@/lib/format';

export const CALENDAR_SHOP_KEY = 'drivecare.calendar.shop';
/** Below this width (a tablet at the counter, a phone) one day fits; above it the week does. */
const WEEK_MIN_WIDTH = 1024;

function readShop(): string | null {
  try {
    return window.localStorage.getItem(CALENDAR_SHOP_KEY);
  } catch {
    return null;
  }
}

function writeShop(id: string) {
  try {
    window.localStorage.setItem(CALENDAR_SHOP_KEY, id);
  } catch {
    // Private mode or a full store: the choice then lasts for this page only.
  }
}

const isWeekend = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** The next (or previous) weekday: shops never open on weekends, so the day view steps over them. */
function stepWeekday(date: string, direction: 1 | -1): string {
  let next = addDays(date, direction);
  while (isWeekend(next)) next = addDays(next, direction);
  return next;
}

/** Which shop (remembered in this browser), which view and which day the calendar shows. */
export function useCalendarState() {
  const [rememberedShop, setRememberedShop] = useState<string | null>(readShop);
  const [view, setView] = useState<CalendarView>(() => (window.innerWidth >= WEEK_MIN_WIDTH ? 'week' : 'day'));
  const [date, setDate] = useState(() => toIsoDay(new Date()));

  const chooseShop = useCallback((id: string) => {
    writeShop(id);
    setRememberedShop(id);
  }, []);

  const step = useCallback(
    (direction: 1 | -1) => setDate((d) => (view === 'week' ? addDays(d, 7 * direction) : stepWeekday(d, direction))),
    [view],
  );

  return { rememberedShop, chooseShop, view, setView, date, setDate, step };
}
