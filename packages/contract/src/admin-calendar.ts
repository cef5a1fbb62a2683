import { z } from 'zod';
import { appointmentMessages, type AppointmentStatus } from './appointments.ts';
import { isCalendarDate } from './calendar-date.ts';

export const adminCalendarPath = '/api/admin/calendar';
export const calendarViews = ['day', 'week'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Texts of the calendar screen and its move dialog. */
export const calendarMessages = {
  title: 'Calendar',
  subtitle: "A shop's day at a glance: every slot, its bookings and its places.",
  shopLabel: 'Shop',
  chooseShop: 'Please choose a shop',
  noShops: 'No shops yet. Add a shop to see its calendar.',
  day: 'Day',
  week: 'Week',
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  closed: 'Closed',
  noSlots: 'No opening hours on this day.',
  emptySlot: 'No bookings',
  loadFailed: 'Failed to load the calendar',
  moveTo: 'Move to…',
  moveTitle: 'Move Appointment',
  moveDescription: 'Choose a new day and slot at the same shop. The customer gets an e-mail with the updated calendar invite.',
  moveSubmit: 'Move Appointment',
  moving: 'Moving...',
  moved: 'Appointment moved successfully',
  moveFailed: 'Failed to move appointment',
  notMovable: 'Only scheduled appointments can be moved',
  sameSlot: 'The appointment is already in this slot',
  noFreeSlot: 'No free slot on this day',
  slotTaken: appointmentMessages.slotTaken,
  use: (taken: number, capacity: number) => `${taken} of ${capacity}`,
} as const;

const dateField = z
  .string({ error: appointmentMessages.dateRequired })
  .trim()
  .refine(isCalendarDate, appointmentMessages.dateRequired);

/** GET /api/admin/calendar: one shop, the day of `date` or its week (Monday to Friday). */
export const adminCalendarQuerySchema = z.object({
  shopId: z.uuid(calendarMessages.chooseShop),
  date: dateField,
  view: z.enum(calendarViews).default('day'),
});
export type AdminCalendarQuery = z.input<typeof adminCalendarQuerySchema>;
export type AdminCalendarQueryValues = z.output<typeof adminCalendarQuerySchema>;

/** POST /api/admin/appointments/:id/move: another slot of the same shop. */
export const moveAppointmentSchema = z.object({
  date: dateField,
  time: z
    .string({ error: appointmentMessages.timeRequired })
    .regex(/^([01][0-9]|2[0-3]):00$/, appointmentMessages.timeRequired),
});
export type MoveAppointmentValues = z.output<typeof moveAppointmentSchema>;

export interface CalendarBooking {
  id: string;
  time: string;
  status: Exclude<AppointmentStatus, 'rescheduled'> | 'rescheduled';
  customerName: string;
  /** 'Year Make Model', or null when the vehicle was removed. */
  vehicle: string | null;
  licensePlate: string | null;
  serviceNames: string[];
}

export interface CalendarSlot {
  time: string;
  /** Places held (scheduled and in-progress), against the shop's capacity. */
  taken: number;
  capacity: number;
  /** Inside the shop's opening hours; a booking outside them (an older schedule) still shows, in a closed slot. */
  open: boolean;
  /** Why the slot is closed when a closure takes part of the day. */
  closedReason: string | null;
  /** Still bookable now: open, not begun, with a place left. */
  bookable: boolean;
  bookings: CalendarBooking[];
}

export interface CalendarDay {
  date: string;
  /** Why nobody can book this day: the weekly schedule ('Closed') or a closure's reason. */
  closed: { reason: string } | null;
  past: boolean;
  slots: CalendarSlot[];
}

export interface AdminCalendar {
  shop: { id: string; name: string; slotCapacity: number };
  view: CalendarView;
  from: string;
  to: string;
  today: string;
  days: CalendarDay[];
}

const dayMs = 86_400_000;
const toDate = (date: string) => new Date(`${date}T00:00:00Z`);
const fromDate = (d: Date) => d.toISOString().slice(0, 10);

/** A calendar date `days` away (dates carry no zone, so UTC arithmetic is exact). */
export const addDays = (date: string, days: number) => fromDate(new Date(toDate(date).getTime() + days * dayMs));

/** Monday to Friday of the week holding `date` (a Saturday or Sunday belongs to the week before it). */
export function weekdaysOf(date: string): string[] {
  const weekday = toDate(date).getUTCDay();
  const monday = addDays(date, weekday === 0 ? -6 : 1 - weekday);
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}
