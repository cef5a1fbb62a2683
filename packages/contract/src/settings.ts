import { z } from 'zod';
import { centsToDollars, dollarsToCents } from './services.ts';

export const settingsMessages = {
  saved: 'Settings saved',
  discount: 'Premium discount must be a whole number from 0 to 100',
  taxRate: 'Tax rate must be a percentage from 0 to 100 with at most 2 decimals',
  minNotice: 'Minimum notice must be a whole number of minutes from 0 to 10080',
  horizon: 'Booking horizon must be a whole number of days from 1 to 365',
  cutoff: 'Change cutoff must be a whole number of hours from 0 to 168',
} as const;

/** '8.25' → 825 basis points, exact (the same digit-by-digit parse as money). */
export const percentToBasisPoints = dollarsToCents;
/** 825 → '8.25'. */
export const basisPointsToPercent = (bp: number) => centsToDollars(bp).replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /api/admin/settings: the club settings as the 'Settings' form edits them. */
export const clubSettingsInputSchema = z.object({
  premiumDiscountPercent: whole(settingsMessages.discount, 0, 100),
  taxRatePercent: z
    .string({ error: settingsMessages.taxRate })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, settingsMessages.taxRate)
    .refine((v) => percentToBasisPoints(v) <= 10_000, settingsMessages.taxRate),
  minNoticeMinutesBasic: whole(settingsMessages.minNotice, 0, 10_080),
  minNoticeMinutesPremium: whole(settingsMessages.minNotice, 0, 10_080),
  horizonDaysBasic: whole(settingsMessages.horizon, 1, 365),
  horizonDaysPremium: whole(settingsMessages.horizon, 1, 365),
  changeCutoffHoursBasic: whole(settingsMessages.cutoff, 0, 168),
  changeCutoffHoursPremium: whole(settingsMessages.cutoff, 0, 168),
});
export type ClubSettingsInput = z.input<typeof clubSettingsInputSchema>;
export type ClubSettingsValues = z.output<typeof clubSettingsInputSchema>;

/** GET /api/admin/settings. */
export interface ClubSettingsView {
  premiumDiscountPercent: number;
  taxRateBasisPoints: number;
  /** The tax rate as the form shows it: '8.25'. */
  taxRatePercent: string;
  minNoticeMinutesBasic: number;
  minNoticeMinutesPremium: number;
  horizonDaysBasic: number;
  horizonDaysPremium: number;
  changeCutoffHoursBasic: number;
  changeCutoffHoursPremium: number;
  updatedAt: string;
}

/** GET /api/settings/pricing: what a member's booking screen needs to show the Premium price. */
export interface MemberPricing {
  premiumDiscountPercent: number;
  /** Whether the signed-in member gets the discount (Premium now). */
  discountApplies: boolean;
}

/** The discount on a subtotal, rounded half-up to the cent (the invoice computes it the same way). */
export const discountCents = (subtotalCents: number, percent: number) => Math.floor((subtotalCents * percent + 50) / 100);
