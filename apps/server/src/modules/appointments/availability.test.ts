import { describe, expect, it } from 'vitest';
import type { WeeklySchedule } from '../../db/schema/catalogue.ts';
import { timeInZone } from '../../lib/club-time.ts';
import { bookableSlots, datesOfMonth, isRealDate, openSlots, weekdayOf } from './availability.ts';

const day = (open: string, close: string, enabled = true) => ({ open, close, enabled });
const schedule: WeeklySchedule = {
  monday: day('08:00', '18:00'),
  tuesday: day('09:30', '12:00'),
  wednesday: day('08:00', '18:00', false),
  thursday: day('08:00', '18:00'),
  friday: day('08:00', '18:00'),
  saturday: day('08:00', '18:00'),
  sunday: day('08:00', '18:00'),
};
// 2030-06-03 is a Monday.
const base = { schedule, today: '2030-06-03', nowTime: '10:15' };

describe('slot availability', () => {
  it('knows weekdays and real dates', () => {
    expect(weekdayOf('2030-06-03')).toBe('monday');
    expect(weekdayOf('2030-06-09')).toBe('sunday');
    expect(isRealDate('2030-02-29')).toBe(false);
    expect(datesOfMonth('2028-02')).toHaveLength(29);
  });

  it('offers no same-day slot that has already begun', () => {
    expect(openSlots('2030-06-03', base)).toEqual({ ok: true, slots: ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] });
  });

  it('offers only slots starting inside the hours, never weekends, closed or past days', () => {
    expect(openSlots('2030-06-04', base)).toEqual({ ok: true, slots: ['10:00', '11:00'] });
    expect(openSlots('2030-06-05', base)).toEqual({ ok: false, reason: 'closed' });
    expect(openSlots('2030-06-08', base)).toEqual({ ok: false, reason: 'weekend' });
    expect(openSlots('2030-05-31', base)).toEqual({ ok: false, reason: 'past' });
  });

  it('drops slots whose places are all taken', () => {
    const taken = new Map([['2030-06-04|10:00', 2], ['2030-06-04|11:00', 1]]);
    expect(bookableSlots('2030-06-04', { ...base, capacity: 2, taken })).toEqual(['11:00']);
  });

  it('leaves out whole days a closure takes and the slots a part-day closure touches', () => {
    const closures = [
      { startDate: '2030-06-06', endDate: '2030-06-07', startTime: null, endTime: null },
      { startDate: '2030-06-10', endDate: '2030-06-10', startTime: '12:30', endTime: '15:00' },
    ];
    expect(openSlots('2030-06-06', { ...base, closures })).toEqual({ ok: false, reason: 'closed' });
    expect(openSlots('2030-06-07', { ...base, closures })).toEqual({ ok: false, reason: 'closed' });
    // 12:00 runs into the closure at 12:30; 15:00 starts as it ends.
    expect(openSlots('2030-06-10', { ...base, closures })).toEqual({
      ok: true,
      slots: ['08:00', '09:00', '10:00', '11:00', '15:00', '16:00', '17:00'],
    });
    expect(openSlots('2030-06-11', { ...base, closures })).toMatchObject({ ok: true });
  });

  it('reads the wall clock in the club zone', () => {
    expect(timeInZone('America/New_York', new Date('2030-01-15T15:05:00Z'))).toBe('10:05');
  });
});
