import { z } from 'zod';
import { isCalendarDate } from './calendar-date.ts';
import { appointmentStatuses, TIME_SLOTS, type AppointmentDocument, type AppointmentStatus, type AppointmentShop, type AppointmentVehicle } from './appointments.ts';

/** The statuses staff may set (spec: any status to any other); 'rescheduled' is only ever the system's. */
export type AdminAppointmentStatus = Exclude<AppointmentStatus, 'rescheduled'>;
export const adminAppointmentStatuses = appointmentStatuses.filter((status): status is AdminAppointmentStatus => status !== 'rescheduled');

export const adminAppointmentTabs = ['upcoming', 'completed', 'cancelled', 'no-show', 'all'] as const;
export type AdminAppointmentTab = (typeof adminAppointmentTabs)[number];

export const ADMIN_APPOINTMENTS_PAGE_SIZE = 20;
/** Each uploaded document; one file per request. */
export const APPOINTMENT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const APPOINTMENT_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** Texts of the admin appointments screen and its dialogs, verbatim from the spec where it gives them. */
export const adminAppointmentMessages = {
  loadFailed: 'Failed to load appointments',
  statusFailed: 'Failed to update appointment status',
  odometerOnlyOnComplete: 'Odometer at service is recorded when completing an appointment',
  odometerNoVehicle: 'This appointment has no vehicle to record the odometer for',
  deleteFailed: 'Failed to delete appointment',
  loadDataFailed: 'Failed to load appointment data',
  updateFailed: 'Failed to update appointment',
  uploadFailed: 'There was an error uploading your files. Please try again.',
  notAuthenticated: 'User not authenticated',
  empty: 'No appointments found',
  searchPlaceholder: 'Search name or vehicle',
  cancelConfirm: 'Are you sure you want to cancel this appointment? This will notify the customer.',
  deleteConfirm: 'This will permanently delete the appointment, its services and its documents. This action cannot be undone.',
  uploadHint: 'Upload service quotes, receipts, or other documents. Supported formats: PDF, Images',
  uploading: (index: number, count: number, percent: number) => `Uploading file ${index} of ${count} (${percent}%)`,
  notFound: 'Appointment not found',
  vehicleNotOwners: "Please select one of the customer's vehicles",
  slotFull: 'This time slot is already full at this shop.',
  fileType: 'Only PDF, PNG, JPEG or WebP files can be uploaded',
  fileTooLarge: 'Each file must be 20 MB or smaller',
  fileMissing: 'Please choose a file to upload',
  statusUpdated: 'Appointment status updated',
  updated: 'Appointment updated successfully',
  deleted: 'Appointment deleted successfully',
  uploaded: (count: number) => (count === 1 ? 'File uploaded successfully' : `${count} files uploaded successfully`),
} as const;

export const statusLabels: Record<AdminAppointmentStatus, string> = {
  scheduled: 'Scheduled',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  missed: 'Missed',
  'no-show': 'No Show',
};

const optionalDate = z
  .string()
  .trim()
  .refine(isCalendarDate, 'Use the yyyy-MM-dd format')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** GET /api/admin/appointments */
export const adminAppointmentQuerySchema = z.object({
  tab: z.enum(adminAppointmentTabs).default('upcoming'),
  from: optionalDate,
  to: optionalDate,
  /** Applies on the All tab only. */
  status: z.enum(adminAppointmentStatuses).optional().or(z.literal('').transform(() => undefined)),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_APPOINTMENTS_PAGE_SIZE),
});
export type AdminAppointmentQuery = z.input<typeof adminAppointmentQuerySchema>;
export type AdminAppointmentQueryValues = z.output<typeof adminAppointmentQuerySchema>;

/** One card of the list. */
export interface AdminAppointmentListItem {
  id: string;
  appointmentDate: string;
  appointmentTime: string;
  status: AdminAppointmentStatus | 'rescheduled';
  previousStatus: string | null;
  additionalDetails: string | null;
  customer: { id: string; name: string; email: string };
  shop: { id: string; name: string };
  vehicle: { id: string; year: number; make: string; model: string; licensePlate: string | null } | null;
  serviceNames: string[];
  fileCount: number;
}

export interface AdminAppointmentPage {
  items: AdminAppointmentListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/appointments/:id */
export interface AdminAppointmentDetails {
  id: string;
  appointmentDate: string;
  appointmentTime: string;
  status: AdminAppointmentStatus | 'rescheduled';
  previousStatus: string | null;
  additionalDetails: string | null;
  createdAt: string;
  updatedAt: string;
  /** noShows: the customer's appointments marked 'missed' or 'no-show' over the last 6 months. */
  customer: { id: string; name: string; email: string; phoneNumber: string | null; noShows: number };
  shop: AppointmentShop;
  vehicle: AppointmentVehicle | null;
  services: { id: string; name: string }[];
  documents: (AppointmentDocument & { uploadedBy: string | null })[];
}

/** GET /api/admin/appointments/:id/options: what the edit dialog can choose from. */
export interface AdminAppointmentOptions {
  vehicles: { id: string; year: number; make: string; model: string; licensePlate: string | null; color: string | null; vin: string | null }[];
  shops: { id: string; name: string; isActive: boolean }[];
  services: { id: string; name: string }[];
}

/** PATCH /api/admin/appointments/:id/status */
export const adminStatusSchema = z.object({
  status: z.enum(adminAppointmentStatuses),
  /** 'Odometer at service', recorded when completing: the vehicle gets a shop reading of that day. */
  odometerMiles: z
    .number({ error: 'Odometer at service must be a number' })
    .int('Odometer at service must be a whole number of miles')
    .min(0, 'Odometer at service cannot be negative')
    .max(2_000_000, 'Odometer at service must be at most 2,000,000 miles')
    .nullish()
    .transform((v) => v ?? null),
});
export type AdminStatusValues = z.infer<typeof adminStatusSchema>;

/** PUT /api/admin/appointments/:id and the edit dialog. */
export const adminAppointmentEditSchema = z.object({
  date: z.string({ error: 'Please select a date' }).trim().refine(isCalendarDate, 'Please select a date'),
  time: z
    .string({ error: 'Please select a time' })
    .refine((t) => (TIME_SLOTS as readonly string[]).includes(t), 'Please select a time'),
  status: z.enum(adminAppointmentStatuses),
  vehicleId: z.uuid('Please select a vehicle'),
  shopId: z.uuid('Please select a shop'),
  serviceIds: z
    .array(z.uuid('Please select at least one service'))
    .min(1, 'Please select at least one service')
    .max(20, 'Select at most 20 services'),
  additionalDetails: z
    .string()
    .trim()
    .max(2000, 'Additional details must be at most 2000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The admin confirmed booking beyond the shop's slot capacity. */
  overrideCapacity: z.boolean().optional().default(false),
});
export type AdminAppointmentEditInput = z.input<typeof adminAppointmentEditSchema>;
export type AdminAppointmentEditValues = z.output<typeof adminAppointmentEditSchema>;

export const adminAppointmentsPath = '/api/admin/appointments';
export const adminDocumentUploadPath = (id: string) => `/api/admin/appointments/${id}/documents`;
