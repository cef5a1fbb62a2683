import { z } from 'zod';
import { isCalendarDate } from './calendar-date.ts';

/** Texts of the shop dialog's Closures and of the closure API. */
export const closureMessages = {
  title: 'Closures',
  allShops: 'All shops',
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'The reason must be at most 100 characters',
  startDateRequired: 'Please select the first day',
  endDateRequired: 'Please select the last day',
  endBeforeStart: 'The last day cannot be before the first day',
  tooLong: 'A closure can last at most 366 days',
  endsInPast: 'The closure must end today or later',
  timeRequired: 'Please select a time',
  endTimeAfterStart: 'The end time must be after the start time',
  shopNotFound: 'Shop not found',
  notFound: 'Closure not found',
  added: 'Closure added',
  removed: 'Closure removed',
  /** The issue's words: '3 appointments fall in this closure'. */
  affected: (n: number) => (n === 1 ? '1 appointment falls in this closure' : `${n} appointments fall in this closure`),
  /** When bookings were made or cancelled after the list was shown: the admin decides again on the new list. */
  affectedChanged: 'The appointments in this closure have changed. Please review them again.',
  cancelled: (n: number) => (n === 1 ? 'Closure added; 1 appointment cancelled' : `Closure added; ${n} appointments cancelled`),
  kept: (n: number) => (n === 1 ? 'Closure added; 1 appointment kept' : `Closure added; ${n} appointments kept`),
} as const;

const MAX_DAYS = 366;
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM format')
  .nullish()
  .transform((v) => v ?? null);
const day = (required: string) => z.string({ error: required }).min(1, required).refine(isCalendarDate, required);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * A closure: a shop (null: 'All shops', a club-wide holiday), a reason, the first and last day, and for part of a
 * day the start and end times (both null: the whole day), which hold on every day of the range.
 */
export const closureInputSchema = z
  .object({
    shopId: z.uuid(closureMessages.shopNotFound).nullable(),
    reason: z.string({ error: closureMessages.reasonRequired }).trim().min(1, closureMessages.reasonRequired).max(100, closureMessages.reasonTooLong),
    startDate: day(closureMessages.startDateRequired),
    endDate: day(closureMessages.endDateRequired),
    startTime: time,
    endTime: time,
  })
  .superRefine((c, ctx) => {
    if (c.endDate < c.startDate) ctx.addIssue({ code: 'custom', message: closureMessages.endBeforeStart, path: ['endDate'] });
    else if (daysBetween(c.startDate, c.endDate) >= MAX_DAYS) ctx.addIssue({ code: 'custom', message: closureMessages.tooLong, path: ['endDate'] });
    if ((c.startTime === null) !== (c.endTime === null)) {
      const path = c.startTime === null ? 'startTime' : 'endTime';
      ctx.addIssue({ code: 'custom', message: closureMessages.timeRequired, path: [path] });
    } else if (c.startTime !== null && c.endTime !== null && c.endTime <= c.startTime) {
      ctx.addIssue({ code: 'custom', message: closureMessages.endTimeAfterStart, path: ['endTime'] });
    }
  });
export type ClosureInput = z.input<typeof closureInputSchema>;
export type ClosureValues = z.output<typeof closureInputSchema>;

/**
 * POST /api/admin/closures. `bookings` is the admin's answer to the list of appointments the closure takes: cancel
 * them (each member is told the reason) or keep them, with the count they were shown. Needed when any fall in it.
 */
export const createClosureSchema = closureInputSchema.and(
  z.object({
    bookings: z.object({ action: z.enum(['cancel', 'keep']), count: z.number().int().min(0).max(1_000_000) }).optional(),
  }),
);
export type CreateClosureInput = z.input<typeof createClosureSchema>;

export const listClosuresQuerySchema = z.object({ shopId: z.uuid(closureMessages.shopNotFound).optional() });

export interface ShopClosure {
  id: string;
  /** Null for a club-wide holiday ('All shops'). */
  shopId: string | null;
  shopName: string | null;
  reason: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  createdAt: string;
}

/** A scheduled appointment a closure would take. */
export interface AffectedAppointment {
  id: string;
  appointmentDate: string;
  appointmentTime: string;
  memberName: string;
  memberEmail: string;
  shopName: string;
}

/** POST /api/admin/closures/affected: what adding the closure would take, before anything is written. */
export interface AffectedAppointments {
  count: number;
  appointments: AffectedAppointment[];
}

export interface ClosureCreated {
  closure: ShopClosure;
  /** How many of the appointments in it were cancelled (0 when kept or none). */
  cancelled: number;
  kept: number;
}
