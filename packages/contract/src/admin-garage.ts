import { z } from 'zod';

import type { Vehicle } from './vehicles.ts';

const REQUIRED = 'Please fill in all required fields';
const maxYear = () => new Date().getFullYear() + 1;

const vehicleFields = {
  make: z.string().trim().min(1, REQUIRED).max(60, 'Make is too long'),
  model: z.string().trim().min(1, REQUIRED).max(60, 'Model is too long'),
  year: z.coerce
    .number({ message: REQUIRED })
    .int(REQUIRED)
    .refine((y) => y >= 1900 && y <= maxYear(), { message: `Year must be between 1900 and ${maxYear()}` }),
  color: z
    .string()
    .trim()
    .max(40, 'Color is too long')
    .optional()
    .transform((v) => (v ? v : null)),
  licensePlate: z
    .string()
    .trim()
    .max(20, 'License plate is too long')
    .optional()
    .transform((v) => (v ? v : null)),
};

/** Admin add-vehicle dialog: the owner is chosen by search. */
export const adminVehicleCreateSchema = z.object({ userId: z.string().min(1, REQUIRED), ...vehicleFields });
export type AdminVehicleCreateInput = z.input<typeof adminVehicleCreateSchema>;

/** Admin edit-vehicle dialog: the owner is fixed. */
export const adminVehicleUpdateSchema = z.object(vehicleFields);
export type AdminVehicleUpdateInput = z.input<typeof adminVehicleUpdateSchema>;

export const adminVehicleListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  make: z.string().trim().max(60).optional(),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ownerSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export interface VehicleOwner {
  userId: string;
  email: string;
  name: string;
}

/** A vehicle as the staff garage lists it: without mileage and VIN, with its garage and owner. */
export interface AdminVehicle extends Omit<Vehicle, 'odometerMiles' | 'vin'> {
  garageId: string;
  garageName: string;
  owner: VehicleOwner;
}

export interface AdminGarageStats {
  totalVehicles: number;
  vehicleOwners: number;
  recentModels: number;
  topMake: string | null;
  makes: string[];
  years: number[];
}

export interface AdminVehiclePage {
  items: AdminVehicle[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminGarageGroup {
  garageId: string;
  garageName: string;
  owner: VehicleOwner;
  vehicles: AdminVehicle[];
}
