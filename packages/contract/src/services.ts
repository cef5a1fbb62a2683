import { z } from 'zod';

export const serviceMessages = {
  /** Names are unique ignoring case and surrounding spaces (members would see two boxes of one service). */
  duplicateName: 'A service with this name already exists',
} as const;

/** Add/edit service form and POST/PUT /api/admin/services body. */
export const serviceInputSchema = z.object({
  name: z.string().trim().min(1, 'Service name is required').max(120, 'Service name is too long'),
  description: z
    .string()
    .trim()
    .max(1000, 'Description is too long')
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceStatusSchema = z.object({ isActive: z.boolean() });

export interface Service {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/services: what members may book. */
export interface BookableService {
  id: string;
  name: string;
  description: string | null;
}
