import { z } from 'zod';

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:MM format');

export const dayScheduleSchema = z
  .object({ open: timeSchema, close: timeSchema, enabled: z.boolean() })
  .refine((d) => d.close > d.open, { message: 'Closing time must be after opening time', path: ['close'] });
export type DaySchedule = z.infer<typeof dayScheduleSchema>;

export const weeklyScheduleSchema = z.object({
  monday: dayScheduleSchema,
  tuesday: dayScheduleSchema,
  wednesday: dayScheduleSchema,
  thursday: dayScheduleSchema,
  friday: dayScheduleSchema,
  saturday: dayScheduleSchema,
  sunday: dayScheduleSchema,
});
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/** Add/edit shop dialog and POST/PUT /api/admin/shops body. */
export const shopInputSchema = z.object({
  name: z.string().trim().min(1, 'Shop name is required'),
  address: z.string().trim().min(1, 'Address is required'),
  city: z.string().trim().min(1, 'City is required'),
  state: z
    .string()
    .trim()
    .min(1, 'State is required')
    .length(2, 'State must be 2 characters')
    .regex(/^[A-Za-z]{2}$/, 'State must be 2 letters')
    .transform((s) => s.toUpperCase()),
  zipCode: z.string().trim().min(5, 'ZIP code must be at least 5 characters').max(10, 'ZIP code is too long'),
  phoneNumber: z
    .string()
    .trim()
    .max(30, 'Phone number is too long')
    .optional()
    .transform((v) => (v ? v : null)),
  slotCapacity: z.coerce
    .number({ message: 'Slot capacity must be a number' })
    .int('Slot capacity must be a whole number')
    .min(1, 'Slot capacity must be between 1 and 100')
    .max(100, 'Slot capacity must be between 1 and 100'),
});
export type ShopInput = z.input<typeof shopInputSchema>;

export const shopStatusSchema = z.object({ isActive: z.boolean() });

/** Who and where a shop is: what members see of it, on its own or on an appointment. */
export interface ShopContact {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string | null;
}

export interface Shop extends ShopContact {
  isActive: boolean;
  slotCapacity: number;
  schedule: WeeklySchedule;
  createdAt: string;
}

/** GET /api/shops: active shops for booking, with whether they are open today in the club's time zone. */
export interface MemberShop extends ShopContact {
  schedule: WeeklySchedule;
  openToday: boolean;
}

/** Mon-Fri 09:00-17:00, weekend off: what a new shop starts with. */
export const defaultWeeklySchedule = (): WeeklySchedule => {
  const day = (enabled: boolean) => ({ open: '09:00', close: '17:00', enabled });
  return {
    monday: day(true),
    tuesday: day(true),
    wednesday: day(true),
    thursday: day(true),
    friday: day(true),
    saturday: day(false),
    sunday: day(false),
  };
};
