import { describe, expect, it } from 'vitest';
import { addMonths, computeMaintenanceSchedule, MileageModel, type ScheduledService } from './maintenance-schedule.ts';

const service = (months: number | null, miles: number | null, override: ScheduledService['override'] = null): ScheduledService => ({
  serviceId: 'oil',
  serviceName: 'Oil Change',
  catalogueMonths: months,
  catalogueMiles: miles,
  override,
});

// 1,000 miles in 30 days: 12,000 on 1 Jan 2026, 13,000 on 31 Jan (33.3 a day, 14,000 on 2 March).
const steady = [
  { date: '2026-01-01', miles: 12_000 },
  { date: '2026-01-31', miles: 13_000 },
];

interface Case {
  name: string;
  today: string;
  readings: { date: string; miles: number }[];
  svc: ScheduledService;
  done: { date: string; miles: number | null }[];
  want: { state: string; dueDate?: string | null; dueMiles?: number | null; lastMiles?: number | null };
}

const cases: Case[] = [
  // By date only.
  { name: 'date: well before the due date is OK', today: '2026-03-01', readings: [], svc: service(6, null), done: [{ date: '2026-01-15', miles: null }], want: { state: 'ok', dueDate: '2026-07-15', dueMiles: null } },
  { name: 'date: 30 days before is due soon', today: '2026-06-15', readings: [], svc: service(6, null), done: [{ date: '2026-01-15', miles: null }], want: { state: 'due-soon', dueDate: '2026-07-15' } },
  { name: 'date: 31 days before is still OK', today: '2026-06-14', readings: [], svc: service(6, null), done: [{ date: '2026-01-15', miles: null }], want: { state: 'ok' } },
  { name: 'date: on the due date is due soon', today: '2026-07-15', readings: [], svc: service(6, null), done: [{ date: '2026-01-15', miles: null }], want: { state: 'due-soon' } },
  { name: 'date: the day after is overdue', today: '2026-07-16', readings: [], svc: service(6, null), done: [{ date: '2026-01-15', miles: null }], want: { state: 'overdue' } },
  { name: 'date: month ends clamp (31 Aug + 6 months)', today: '2026-02-01', readings: [], svc: service(6, null), done: [{ date: '2025-08-31', miles: null }], want: { state: 'due-soon', dueDate: '2026-02-28' } },
  // By miles only (the estimate for today runs on at the average daily rate after the last reading).
  { name: 'miles: far from the due miles is OK', today: '2026-01-31', readings: steady, svc: service(null, 5_000), done: [{ date: '2026-01-01', miles: 12_000 }], want: { state: 'ok', dueMiles: 17_000 } },
  { name: 'miles: within 500 of the due miles is due soon', today: '2026-01-31', readings: steady, svc: service(null, 1_400), done: [{ date: '2026-01-01', miles: 12_000 }], want: { state: 'due-soon', dueMiles: 13_400 } },
  { name: 'miles: past the due miles is overdue', today: '2026-01-31', readings: steady, svc: service(null, 900), done: [{ date: '2026-01-01', miles: 12_000 }], want: { state: 'overdue', dueMiles: 12_900 } },
  { name: 'miles: estimated past the due miles since the last reading is overdue', today: '2026-03-02', readings: steady, svc: service(null, 2_000), done: [{ date: '2026-01-01', miles: 12_000 }], want: { state: 'overdue', dueMiles: 14_000 } },
  { name: 'miles: a visit without a reading takes the miles estimated between readings', today: '2026-01-31', readings: steady, svc: service(null, 5_000), done: [{ date: '2026-01-16', miles: null }], want: { state: 'ok', lastMiles: 12_500, dueMiles: 17_500 } },
  // Whichever comes first.
  { name: 'whichever first: miles due before the date', today: '2026-01-31', readings: steady, svc: service(12, 1_000), done: [{ date: '2026-01-01', miles: 12_000 }], want: { state: 'overdue', dueMiles: 13_000 } },
  { name: 'whichever first: date due before the miles', today: '2026-07-10', readings: [{ date: '2026-01-01', miles: 12_000 }, { date: '2026-07-01', miles: 12_300 }], svc: service(6, 5_000), done: [{ date: '2026-01-01', miles: 12_000 }], want: { state: 'overdue', dueDate: '2026-07-01', dueMiles: 17_000 } },
  { name: 'whichever first: the projected day of the due miles is the due date', today: '2026-01-31', readings: steady, svc: service(12, 3_000), done: [{ date: '2026-01-01', miles: 12_000 }], want: { state: 'ok', dueDate: '2026-04-01', dueMiles: 15_000 } },
  // Never done: from the vehicle's first reading.
  { name: 'never done: due from the first reading', today: '2026-08-01', readings: steady, svc: service(6, 50_000), done: [], want: { state: 'overdue', dueDate: '2026-07-01', dueMiles: 62_000 } },
  { name: 'never done, no reading: from the day the vehicle was added', today: '2026-02-01', readings: [], svc: service(6, 5_000), done: [], want: { state: 'ok', dueDate: '2026-06-10', dueMiles: null } },
  // The member's own interval, and turned off.
  { name: "the member's own interval replaces the catalogue's", today: '2026-03-01', readings: [], svc: service(6, null, { enabled: true, intervalMonths: 1, intervalMiles: null }), done: [{ date: '2026-01-15', miles: null }], want: { state: 'overdue', dueDate: '2026-02-15' } },
  { name: 'turned off is off, with no due point', today: '2027-01-01', readings: [], svc: service(6, null, { enabled: false, intervalMonths: null, intervalMiles: null }), done: [{ date: '2026-01-15', miles: null }], want: { state: 'off', dueDate: null } },
];

describe('computeMaintenanceSchedule', () => {
  for (const c of cases) {
    it(c.name, () => {
      const { items } = computeMaintenanceSchedule({
        today: c.today,
        readings: c.readings,
        addedOn: '2025-12-10',
        services: [c.svc],
        done: c.done.map((d) => ({ serviceId: 'oil', ...d })),
      });
      expect(items).toHaveLength(1);
      const item = items[0]!;
      expect(item.state).toBe(c.want.state);
      if (c.want.dueDate !== undefined) expect(item.dueDate).toBe(c.want.dueDate);
      if (c.want.dueMiles !== undefined) expect(item.dueMiles).toBe(c.want.dueMiles);
      if (c.want.lastMiles !== undefined) expect(item.lastDone?.miles).toBe(c.want.lastMiles);
    });
  }

  it('leaves out services with no interval, takes the latest of several completions, and lists the most urgent first', () => {
    const { items } = computeMaintenanceSchedule({
      today: '2026-06-01',
      readings: [],
      addedOn: '2025-01-01',
      services: [
        { serviceId: 'wash', serviceName: 'Car Wash', catalogueMonths: null, catalogueMiles: null, override: null },
        { serviceId: 'tyres', serviceName: 'Tire Rotation', catalogueMonths: 6, catalogueMiles: null, override: null },
        { serviceId: 'oil', serviceName: 'Oil Change', catalogueMonths: 6, catalogueMiles: null, override: null },
      ],
      done: [
        { serviceId: 'oil', date: '2025-01-10', miles: null },
        { serviceId: 'oil', date: '2026-05-01', miles: null },
        { serviceId: 'tyres', date: '2025-06-01', miles: null },
      ],
    });
    expect(items.map((i) => [i.serviceId, i.state, i.lastDone?.date])).toEqual([
      ['tyres', 'overdue', '2025-06-01'],
      ['oil', 'ok', '2026-05-01'],
    ]);
  });
});

describe('MileageModel', () => {
  it('interpolates between readings and extends at the average rate, and knows nothing without two readings', () => {
    const m = new MileageModel([{ date: '2026-01-31', miles: 13_000 }, { date: '2026-01-01', miles: 12_000 }]);
    expect(m.milesAt('2026-01-16')).toBe(12_500);
    expect(m.milesAt('2026-03-02')).toBe(14_000);
    expect(new MileageModel([{ date: '2026-01-01', miles: 100 }]).milesAt('2026-06-01')).toBe(100);
    expect(new MileageModel([]).milesAt('2026-06-01')).toBeNull();
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });
});
