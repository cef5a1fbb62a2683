import { z } from 'zod';

import { optionalText } from './optional-text.ts';

export const MAX_VEHICLES = 5;
export const MIN_VEHICLE_YEAR = 1900;
/** The newest model year accepted: next calendar year, judged when validating (not at load). */
export const nextYear = (now: Date = new Date()) => now.getFullYear() + 1;

/** Texts of the garage screen, verbatim from the spec. */
export const vehicleMessages = {
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  yearTooOld: 'Year must be 1900 or later',
  yearTooNew: (year: number) => `Year must be ${year} or earlier`,
  limitReached: 'You can have at most 5 vehicles',
  added: 'Vehicle added successfully',
  updated: 'Vehicle updated successfully',
  removed: 'Vehicle removed successfully',
  mustSignIn: 'You must be logged in to save a vehicle',
  saveFailed: (message: string) => `Failed to save vehicle: ${message}`,
  loadFailed: (message: string) => `Failed to load vehicles: ${message}`,
  deleteFailed: (message: string) => `Failed to delete vehicle: ${message}`,
} as const;

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The North American check digit (position 9) of a 17-character VIN without I, O or Q. */
export function vinChecksumValid(vin: string): boolean {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i] ?? '';
    const value = /[0-9]/.test(ch) ? Number(ch) : VIN_VALUES[ch];
    if (value === undefined) return false;
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return vin[8] === (remainder === 10 ? 'X' : String(remainder));
}

export const vinSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null))
  .superRefine((vin, ctx) => {
    if (vin === null) return;
    if (vin.length !== 17) ctx.addIssue({ code: 'custom', message: 'VIN must be 17 characters' });
    else if (/[IOQ]/.test(vin)) ctx.addIssue({ code: 'custom', message: 'VIN cannot contain the letters I, O or Q' });
    else if (!/^[A-Z0-9]{17}$/.test(vin)) ctx.addIssue({ code: 'custom', message: 'VIN may contain only letters and digits' });
    else if (!vinChecksumValid(vin)) ctx.addIssue({ code: 'custom', message: 'VIN check digit does not match' });
  });

export const yearSchema = z
  .number({ error: 'Year is required' })
  .int('Year must be a whole number')
  .min(MIN_VEHICLE_YEAR, vehicleMessages.yearTooOld)
  .superRefine((year, ctx) => {
    const max = nextYear();
    if (year > max) ctx.addIssue({ code: 'custom', message: vehicleMessages.yearTooNew(max) });
  });

/** POST /api/vehicles (and the dialog). Empty colour, plate, odometer and VIN are stored as null. */
export const vehicleInputSchema = z.object({
  make: z.string({ error: vehicleMessages.makeRequired }).trim().min(1, vehicleMessages.makeRequired).max(60, 'Make must be at most 60 characters'),
  model: z.string({ error: vehicleMessages.modelRequired }).trim().min(1, vehicleMessages.modelRequired).max(60, 'Model must be at most 60 characters'),
  year: yearSchema,
  color: optionalText(40, 'Color'),
  licensePlate: optionalText(20, 'License plate'),
  odometerMiles: z
    .number({ error: 'Odometer must be a number' })
    .int('Odometer must be a whole number of miles')
    .min(0, 'Odometer cannot be negative')
    .max(2_000_000, 'Odometer must be at most 2,000,000 miles')
    .nullish()
    .transform((v) => v ?? null),
  vin: vinSchema,
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleValues = z.output<typeof vehicleInputSchema>;

/** PATCH /api/vehicles/:id: any subset of the fields. */
export const vehicleUpdateSchema = vehicleInputSchema.partial();
export type VehicleUpdate = z.output<typeof vehicleUpdateSchema>;

export interface Vehicle {
  id: string;
  make: string;
  model: string;
  year: number;
  color: string | null;
  licensePlate: string | null;
  odometerMiles: number | null;
  vin: string | null;
  createdAt: string;
}
