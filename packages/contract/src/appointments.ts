import { z } from 'zod';
import { isCalendarDate } from './calendar-date.ts';
import type { ShopContact } from './shops.ts';

/** Hourly slot starts, 08:00 through 17:00 (ten slots). A shop offers those inside its opening hours. */
export const TIME_SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const;

export const appointmentStatuses = [
  'scheduled',
  'in-progress',
  'completed',
  'cancelled',
  'rescheduled',
  'missed',
  'no-show',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** Texts of the booking, list, details and reschedule screens, verbatim from the spec. */
export const appointmentMessages = {
  vehicleRequired: 'Please select a vehicle',
  shopRequired: 'Please select a service shop',
  servicesRequired: 'Please select at least one service',
  dateRequired: 'Please select a date for your appointment',
  timeRequired: 'Please select a time for your appointment',
  weekdayHint: 'Select a weekday. Appointments are not available on weekends.',
  weekend: 'Appointments are not available on weekends.',
  pastDate: 'Please select a date today or later',
  shopClosed: 'The shop is closed on this day',
  outsideHours: 'The shop is not open at this time',
  slotTaken: 'This time slot is no longer available',
  vehicleNotFound: 'Please select a vehicle',
  shopUnavailable: 'This shop is no longer available',
  serviceUnavailable: 'One of the selected services is no longer available',
  created: 'Appointment created successfully!',
  cancelled: 'Appointment cancelled successfully',
  rescheduled: 'Appointment rescheduled successfully',
  createFailed: (reason: string) => `Failed to create appointment: ${reason}`,
  mustSignIn: 'You must be logged in to create an appointment',
  loadVehiclesFailed: 'Failed to load vehicles. Please try again.',
  loadServicesFailed: 'Failed to load services. Please try again.',
  loadShopsFailed: 'Failed to load shops. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  loadFailed: 'Failed to load appointments',
  cancelFailed: 'Failed to cancel appointment',
  cancelError: 'Error cancelling appointment',
  detailsError: 'Error loading appointment details',
  notFound: 'Appointment not found',
  notFoundText: "The appointment you are looking for does not exist or you don't have permission to view it.",
  notReschedulable: "Appointment not found or can't be rescheduled",
  notReschedulableText:
    "The appointment you are looking for does not exist, cannot be modified, or you don't have permission to modify it.",
  notCancellable: 'Only scheduled appointments can be cancelled',
  rescheduleError: 'Error rescheduling appointment',
  noServices: 'No services specified for this appointment.',
  cancelDialogTitle: 'Cancel Appointment',
  cancelDialogText: 'Are you sure you want to cancel this appointment? This action cannot be undone.',
  cancelDialogKeep: 'No, keep it',
  cancelDialogConfirm: 'Yes, cancel appointment',
} as const;

export type MemberPlan = 'basic' | 'premium';

/** Texts of the booking rules (issue 27): minimum notice, booking horizon and change cutoff, per plan. */
export const bookingRuleMessages = {
  /** Inside the change cutoff: shown instead of Reschedule and Cancel, and the server's 409. */
  changesByPhone: (hours: number) => `Changes within ${hours} hours of the appointment are made by phone`,
  /** The date picker's hint and the server's refusal of a day beyond the horizon. */
  horizon: (plan: MemberPlan, days: number) => `${plan === 'premium' ? 'Premium' : 'Basic'} members can book up to ${days} days ahead`,
  /** A slot that starts sooner than the minimum notice. */
  tooSoon: (minutes: number) => `Appointments must be booked at least ${noticeText(minutes)} ahead`,
} as const;

/** Staff screens: a member's appointments marked 'missed' or 'no-show' over the last 6 months. */
export const noShowsText = (count: number) => `${count} ${count === 1 ? 'no-show' : 'no-shows'} in the last 6 months`;

/** 120 → '2 hours', 90 → '90 minutes', 60 → '1 hour'. */
export function noticeText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Inside the change cutoff a member calls the shop instead of rescheduling or cancelling online. */
export interface ChangesByPhone {
  hours: number;
  /** The shop's phone number; null when the shop has none on file. */
  phone: string | null;
}

/** Texts of the receipts screen, verbatim from the spec. */
export const receiptMessages = {
  loadFailed: 'Failed to load your receipts.',
  openFailed: 'Could not open receipt. Please try again.',
  downloadFailed: 'There was an error downloading your receipt.',
  downloaded: 'Receipt downloaded successfully!',
  mustSignIn: 'You must be signed in to view receipts.',
} as const;

const dateSchema = z
  .string({ error: appointmentMessages.dateRequired })
  .trim()
  .min(1, appointmentMessages.dateRequired)
  .refine(isCalendarDate, appointmentMessages.dateRequired);
const timeSchema = z
  .string({ error: appointmentMessages.timeRequired })
  .trim()
  .min(1, appointmentMessages.timeRequired)
  .refine((t) => (TIME_SLOTS as readonly string[]).includes(t), appointmentMessages.timeRequired);
const detailsSchema = z
  .string()
  .trim()
  .max(2000, 'Additional details must be at most 2000 characters')
  .nullish()
  .transform((v) => (v ? v : null));
const uuidOrEmpty = (message: string) => z.string({ error: message }).trim().min(1, message).pipe(z.uuid(message));

/** POST /api/appointments and the booking form. */
export const bookingSchema = z.object({
  vehicleId: uuidOrEmpty(appointmentMessages.vehicleRequired),
  serviceIds: z
    .array(z.uuid(appointmentMessages.servicesRequired), { error: appointmentMessages.servicesRequired })
    .min(1, appointmentMessages.servicesRequired)
    .max(20, 'Select at most 20 services'),
  shopId: uuidOrEmpty(appointmentMessages.shopRequired),
  date: dateSchema,
  time: timeSchema,
  additionalDetails: detailsSchema,
});
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingValues = z.output<typeof bookingSchema>;

/** PATCH /api/appointments/:id and the reschedule form. */
export const rescheduleSchema = z.object({ date: dateSchema, time: timeSchema, additionalDetails: detailsSchema });
export type RescheduleInput = z.input<typeof rescheduleSchema>;
export type RescheduleValues = z.output<typeof rescheduleSchema>;

/** GET /api/appointments/availability: a month (yyyy-MM) or one date; `exclude` is the member's own appointment being moved. */
export const availabilityQuerySchema = z
  .object({
    shopId: z.uuid(appointmentMessages.shopRequired),
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the yyyy-MM format').optional(),
    date: z.string().refine(isCalendarDate, 'Use the yyyy-MM-dd format').optional(),
    exclude: z.uuid().optional(),
  })
  .refine((q) => !!q.month !== !!q.date, { message: 'Give either a month or a date', path: ['month'] });
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export interface AvailableDay {
  date: string;
  /** Bookable slot starts ('HH:MM'), soonest first. */
  slots: string[];
  /** Slots open that day but full (places taken or held by a waitlist offer): a member may join their waitlist. */
  full: string[];
}

/** Only days with a bookable or a full slot are listed; any other day of the range is closed, past or a weekend. */
export interface Availability {
  shopId: string;
  from: string;
  to: string;
  /** The club's today (yyyy-MM-dd). */
  today: string;
  days: AvailableDay[];
  /**
   * The booking horizon that applies to the caller: the last bookable date and the hint the date picker shows
   * beyond it. Null for staff, who are bound by no booking rule.
   */
  horizon: { plan: MemberPlan; days: number; lastDate: string; hint: string } | null;
}

export interface AppointmentVehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  color: string | null;
  licensePlate: string | null;
}

export type AppointmentShop = ShopContact;

/** A document attached to an appointment, streamed only to its owner or an admin. */
export interface AppointmentDocument {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadDate: string;
  /** Inline, for the owner's or an admin's session; open it in a tab through documentLinkPath instead. */
  url: string;
  /** Same file as an attachment. */
  downloadUrl: string;
}

/** GET /api/appointments: one card of the list. */
export interface AppointmentListItem {
  id: string;
  appointmentDate: string;
  appointmentTime: string;
  status: AppointmentStatus;
  additionalDetails: string | null;
  shopName: string | null;
  vehicle: { year: number; make: string; model: string } | null;
  /** Null entries are services whose name is unknown. */
  serviceNames: (string | null)[];
  /** The date is before the club's today. */
  isPast: boolean;
  /** Set when the appointment is scheduled and starts inside the member's change cutoff. */
  changesByPhone: ChangesByPhone | null;
}

/** GET /api/appointments/:id */
export interface AppointmentDetails {
  id: string;
  appointmentDate: string;
  appointmentTime: string;
  status: AppointmentStatus;
  additionalDetails: string | null;
  createdAt: string;
  isPast: boolean;
  shop: AppointmentShop;
  vehicle: AppointmentVehicle | null;
  services: { id: string; name: string; description: string | null }[];
  documents: AppointmentDocument[];
  /** Set when the appointment is scheduled and starts inside the member's change cutoff. */
  changesByPhone: ChangesByPhone | null;
}

/** GET /api/receipts: documents attached to the member's appointments. */
export interface Receipt extends AppointmentDocument {
  appointmentId: string;
  appointmentDate: string;
  shopName: string;
}

/** POST /api/receipts/:id/link: a short-lived signed address that opens the document in a new tab. */
export interface DocumentLink {
  url: string;
  expiresAt: string;
}
export const documentLinkPath = (id: string) => `/api/receipts/${id}/link`;

/** Where a document's bytes are served from (to its owner's or an admin's session). */
export const documentUrl = (id: string) => `/api/files/receipts/${id}`;
export const documentDownloadUrl = (id: string) => `/api/files/receipts/${id}?download=1`;
