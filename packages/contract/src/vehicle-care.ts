import { z } from 'zod';

import { isCalendarDate } from './calendar-date.ts';
import { intervalMilesSchema, intervalMonthsSchema } from './services.ts';
import type { AppointmentDocument } from './appointments.ts';
import type { Vehicle } from './vehicles.ts';

/** Texts of the vehicle page, verbatim from the issue. */
export const vehicleCareMessages = {
  odometerUpdated: 'Odometer updated',
  odometerTooLow: (miles: number) => `Odometer cannot be lower than the last reading (${miles.toLocaleString('en-US')} mi)`,
  recordAdded: 'Record added',
  intervalSaved: 'Interval saved',
  noHistory: 'No service history yet',
  vehicleNotFound: 'Vehicle not found',
  recordNotFound: 'Record not found',
  serviceUnknown: 'Choose services from the list',
  workRequired: 'Choose a service or describe the work',
  fileType: 'Receipt must be a PDF, PNG, JPEG or WebP file',
  fileTooLarge: 'Receipt must be at most 10 MB',
  futureDate: 'Date cannot be in the future',
} as const;

/** A receipt the member attaches to a record: checked by its content, like the staff's documents. */
export const RECORD_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECORD_RECEIPT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** Within this many days or miles of its due point an item is 'Due soon'. */
export const DUE_SOON_DAYS = 30;
export const DUE_SOON_MILES = 500;

export const maintenanceStates = ['ok', 'due-soon', 'overdue', 'off'] as const;
export type MaintenanceState = (typeof maintenanceStates)[number];
export const maintenanceStateLabels: Record<MaintenanceState, string> = {
  ok: 'OK',
  'due-soon': 'Due soon',
  overdue: 'Overdue',
  off: 'Off',
};

const milesSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of miles`)
    .min(0, `${label} cannot be negative`)
    .max(2_000_000, `${label} must be at most 2,000,000 miles`);

const daySchema = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isCalendarDate, `${label} must be a date`);

/** POST /api/vehicles/:id/odometer */
export const odometerInputSchema = z.object({
  miles: milesSchema('Odometer'),
  readingDate: daySchema('Date'),
});
export type OdometerInput = z.input<typeof odometerInputSchema>;

/** PUT /api/vehicles/:id/intervals/:serviceId: the member's own interval, or the item turned off. */
export const intervalOverrideSchema = z.object({
  enabled: z.boolean(),
  intervalMonths: intervalMonthsSchema,
  intervalMiles: intervalMilesSchema,
});
export type IntervalOverrideInput = z.input<typeof intervalOverrideSchema>;

/** POST /api/vehicles/:id/records (multipart: these fields, serviceIds repeated, and an optional file). */
export const serviceRecordInputSchema = z
  .object({
    serviceDate: daySchema('Date'),
    odometerMiles: milesSchema('Odometer').nullish().transform((v) => v ?? null),
    serviceIds: z.array(z.uuid(vehicleCareMessages.serviceUnknown)).max(20, 'Choose at most 20 services').default([]),
    description: z.string().trim().max(200, 'Work done must be at most 200 characters').nullish().transform((v) => v || null),
    costCents: z
      .number({ error: 'Cost must be a number' })
      .int('Cost must be in whole cents')
      .min(0, 'Cost cannot be negative')
      .max(100_000_000, 'Cost must be at most $1,000,000')
      .nullish()
      .transform((v) => v ?? null),
    notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').nullish().transform((v) => v || null),
  })
  .refine((v) => v.serviceIds.length > 0 || v.description !== null, {
    message: vehicleCareMessages.workRequired,
    path: ['serviceIds'],
  });
export type ServiceRecordInput = z.input<typeof serviceRecordInputSchema>;
export type ServiceRecordValues = z.output<typeof serviceRecordInputSchema>;

export interface OdometerReading {
  id: string;
  miles: number;
  readingDate: string;
  source: 'member' | 'shop';
  appointmentId: string | null;
}

export interface NamedService {
  id: string;
  name: string;
}

export interface RecordReceipt {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** The owner's session only. */
  url: string;
}

/** One entry of 'Service History': a completed visit at one of our shops, or work the member recorded. */
export type ServiceHistoryEntry =
  | {
      kind: 'visit';
      id: string;
      date: string;
      shop: NamedService;
      services: NamedService[];
      odometerMiles: number | null;
      documents: AppointmentDocument[];
    }
  | {
      kind: 'record';
      id: string;
      date: string;
      services: NamedService[];
      description: string | null;
      odometerMiles: number | null;
      costCents: number | null;
      notes: string | null;
      receipt: RecordReceipt | null;
    };

export interface MaintenanceItem {
  serviceId: string;
  serviceName: string;
  /** The interval in force (the member's own when set, else the catalogue's). */
  intervalMonths: number | null;
  intervalMiles: number | null;
  catalogueMonths: number | null;
  catalogueMiles: number | null;
  /** The member set their own interval or turned the item off. */
  custom: boolean;
  lastDone: { date: string; miles: number | null } | null;
  /** When it is next due: by date (the months interval, or the mileage projected) and by miles. */
  dueDate: string | null;
  dueMiles: number | null;
  state: MaintenanceState;
}

/** GET /api/vehicles/:id/care: the whole vehicle page in one answer. */
export interface VehicleCare {
  vehicle: Vehicle;
  /** The latest reading by date (or the vehicle's own odometer when it has none). */
  currentOdometer: { miles: number; date: string | null } | null;
  /** Miles estimated for today from the average daily miles between readings; null when unknown. */
  estimatedMiles: number | null;
  readings: OdometerReading[];
  history: ServiceHistoryEntry[];
  schedule: MaintenanceItem[];
  /** The shop of the last completed visit, for 'Book now'. */
  lastShop: NamedService | null;
  today: string;
}

/** GET /api/maintenance-due: the dashboard's 'Maintenance Due' card across the member's vehicles. */
export interface MaintenanceDueItem extends MaintenanceItem {
  vehicle: { id: string; year: number; make: string; model: string };
  lastShopId: string | null;
}

export const vehicleCarePath = (vehicleId: string) => `/api/vehicles/${vehicleId}/care`;
export const recordReceiptUrl = (vehicleId: string, recordId: string) => `/api/vehicles/${vehicleId}/records/${recordId}/receipt`;

/** The booking form's query parameters that 'Book now' fills. */
export const bookNowSearch = (p: { vehicleId: string; serviceIds: string[]; shopId: string | null }) => {
  const q = new URLSearchParams({ vehicleId: p.vehicleId });
  for (const id of p.serviceIds) q.append('serviceId', id);
  if (p.shopId) q.set('shopId', p.shopId);
  return `?${q.toString()}`;
};
