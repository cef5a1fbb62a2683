import { z } from 'zod';

/** A vehicle as the charts name it: 'year make model', or 'Removed vehicle' for invoices of a vehicle since deleted. */
export const analyticsVehicleSchema = z.object({ id: z.string().nullable(), label: z.string() });

/** The figures every member sees ('Basic dashboard analytics'), this calendar year in the club's time zone. */
export const basicAnalyticsSchema = z.object({
  year: z.number().int(),
  visitsThisYear: z.number().int(),
  /** Invoice totals issued this year less credit notes issued this year, integer cents. */
  spentThisYearCents: z.number().int(),
  vehicles: z.number().int(),
  /** Maintenance items due soon or overdue over the member's vehicles. */
  itemsDue: z.number().int(),
});

export const forecastMonthSchema = z.object({ month: z.string(), items: z.number().int(), estimatedCents: z.number().int() });
export const forecastItemSchema = z.object({
  vehicleId: z.string(),
  vehicleLabel: z.string(),
  serviceName: z.string(),
  dueDate: z.string(),
  /** The catalogue price; null when the catalogue gives none. */
  priceCents: z.number().int().nullable(),
});

/** Premium's 'Advanced analytics': never sent to a Basic member. */
export const advancedAnalyticsSchema = z.object({
  /** The 12 months shown, 'yyyy-MM', oldest first, ending with the current month. */
  months: z.array(z.string()),
  vehicles: z.array(analyticsVehicleSchema),
  /** Net spending per month and vehicle (credit notes subtract in the month they were issued). */
  spendingByMonth: z.array(z.object({ month: z.string(), vehicleId: z.string().nullable(), cents: z.number().int() })),
  spendingByVehicle: z.array(analyticsVehicleSchema.extend({ cents: z.number().int() })),
  /** All-time net invoice totals over the miles between the vehicle's first and last odometer readings. */
  costPerMile: z.array(
    z.object({ vehicleId: z.string(), label: z.string(), cents: z.number().int(), miles: z.number().int(), centsPerMile: z.number().nullable() }),
  ),
  /** Invoice lines per service, all time. */
  servicesByKind: z.array(z.object({ name: z.string(), count: z.number().int(), cents: z.number().int() })),
  forecast: z.object({
    months: z.array(forecastMonthSchema),
    items: z.array(forecastItemSchema),
    estimatedCents: z.number().int(),
  }),
});

export const analyticsSchema = z.object({
  membershipLevel: z.enum(['basic', 'premium']),
  basic: basicAnalyticsSchema,
  advanced: advancedAnalyticsSchema.nullable(),
});

export type Analytics = z.infer<typeof analyticsSchema>;
export type AdvancedAnalytics = z.infer<typeof advancedAnalyticsSchema>;
export type BasicAnalytics = z.infer<typeof basicAnalyticsSchema>;

export const ANALYTICS_PREMIUM_ONLY = 'Advanced analytics are part of Premium';
