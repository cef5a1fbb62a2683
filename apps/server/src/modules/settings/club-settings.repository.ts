import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubSettings } from '../../db/schema/club-settings.ts';

export type ClubSettings = Omit<typeof clubSettings.$inferSelect, 'id'>;
export type Plan = 'basic' | 'premium';

/** The club's settings; the migration writes the one row, so it is always there. */
export async function readClubSettings(db: DbOrTx): Promise<ClubSettings> {
  const [row] = await db.select().from(clubSettings).where(eq(clubSettings.id, true));
  if (!row) throw new Error('club_settings has no row: run the migrations');
  const { id: _id, ...settings } = row;
  return settings;
}

/** The booking rules that apply to a member of `plan` (staff are bound by none of them). */
export function bookingRulesFor(settings: ClubSettings, plan: Plan) {
  return plan === 'premium'
    ? { minNoticeMinutes: settings.minNoticeMinutesPremium, horizonDays: settings.horizonDaysPremium, changeCutoffHours: settings.changeCutoffHoursPremium }
    : { minNoticeMinutes: settings.minNoticeMinutesBasic, horizonDays: settings.horizonDaysBasic, changeCutoffHours: settings.changeCutoffHoursBasic };
}
