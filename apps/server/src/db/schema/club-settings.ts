import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The club's settings: one row (id is always true), edited on the back office 'Settings' screen. Rates and
 * rules have a value per plan where the issue asks for one.
 */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: boolean('id').primaryKey().default(true),
    premiumDiscountPercent: integer('premium_discount_percent').notNull().default(10),
    // 825 is 8.25 %.
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    minNoticeMinutesBasic: integer('min_notice_minutes_basic').notNull().default(120),
    minNoticeMinutesPremium: integer('min_notice_minutes_premium').notNull().default(120),
    horizonDaysBasic: integer('horizon_days_basic').notNull().default(30),
    horizonDaysPremium: integer('horizon_days_premium').notNull().default(90),
    changeCutoffHoursBasic: integer('change_cutoff_hours_basic').notNull().default(24),
    changeCutoffHoursPremium: integer('change_cutoff_hours_premium').notNull().default(2),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('club_settings_single_row', sql`${t.id}`),
    check('club_settings_discount_check', sql`${t.premiumDiscountPercent} between 0 and 100`),
    check('club_settings_tax_check', sql`${t.taxRateBasisPoints} between 0 and 10000`),
    check(
      'club_settings_rules_check',
      sql`${t.minNoticeMinutesBasic} >= 0 and ${t.minNoticeMinutesPremium} >= 0 and ${t.horizonDaysBasic} >= 1 and ${t.horizonDaysPremium} >= 1 and ${t.changeCutoffHoursBasic} >= 0 and ${t.changeCutoffHoursPremium} >= 0`,
    ),
  ],
);
