import { z } from 'zod';

export const serviceMessages = {
  /** Names are unique ignoring case and surrounding spaces (members would see two boxes of one service). */
  duplicateName: 'A service with this name already exists',
} as const;

/** The optional 'Interval (months)' and 'Interval (miles)' of a service (catalogue or the member's own). */
export const intervalMonthsSchema = z
  .number({ error: 'Interval (months) must be a number' })
  .int('Interval (months) must be a whole number')
  .min(1, 'Interval (months) must be at least 1')
  .max(240, 'Interval (months) must be at most 240')
  .nullish()
  .transform((v) => v ?? null);
export const intervalMilesSchema = z
  .number({ error: 'Interval (miles) must be a number' })
  .int('Interval (miles) must be a whole number')
  .min(1, 'Interval (miles) must be at least 1')
  .max(1_000_000, 'Interval (miles) must be at most 1,000,000')
  .nullish()
  .transform((v) => v ?? null);

/** Add/edit service form and POST/PUT /api/admin/services body. */
export const serviceInputSchema = z.object({
  name: z.string().trim().min(1, 'Service name is required').max(120, 'Service name is too long'),
  description: z
    .string()
    .trim()
    .max(1000, 'Description is too long')
    .optional()
    .transform((v) => (v ? v : null)),
  intervalMonths: intervalMonthsSchema,
  intervalMiles: intervalMilesSchema,
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceStatusSchema = z.object({ isActive: z.boolean() });

export interface Service {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  /** How often it is due (whichever comes first); null: not on the maintenance schedule. */
  intervalMonths: number | null;
  intervalMiles: number | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/services: what members may book. */
export interface BookableService {
  id: string;
  name: string;
  description: string | null;
}
