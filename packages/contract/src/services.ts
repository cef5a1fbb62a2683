import { z } from 'zod';

/** '49.9' -> 4990: exact, never through a binary float. */
export function dollarsToCents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 4990 -> '49.90', for a price field's value. */
export const centsToDollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** 4990 -> '$49.90'. */
export const formatUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

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
  /** Dollars as typed ('49.99'); the parsed value is integer cents, or null when left empty. */
  price: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^\d{1,6}(\.\d{1,2})?$/.test(v), 'Enter a price such as 49.99')
    .transform((v) => (v ? dollarsToCents(v) : null)),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceStatusSchema = z.object({ isActive: z.boolean() });

export interface Service {
  id: string;
  name: string;
  description: string | null;
  /** Integer cents; null when the catalogue gives no price. */
  priceCents: number | null;
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
  priceCents: number | null;
}
