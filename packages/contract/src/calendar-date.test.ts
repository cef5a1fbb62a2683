import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date.ts';

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2026-04-30', '0001-01-01']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days the calendar lacks and anything not written yyyy-MM-dd', () => {
    for (const day of ['2026-02-29', '1900-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01', '2026-1-1', '26-01-01', '2026-01-01T00:00', ' 2026-01-01', '']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});
