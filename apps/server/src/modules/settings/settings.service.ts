import { basisPointsToPercent, percentToBasisPoints, type ClubSettingsValues, type ClubSettingsView, type MemberPricing } from '@drivecare/contract/settings';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubSettings } from '../../db/schema/club-settings.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertAuditRow } from '../people/audit.repository.ts';
import { isPremium } from '../invoices/invoices.repository.ts';
import { readClubSettings, type ClubSettings } from './club-settings.repository.ts';
import type { SettingsDeps } from './settings.deps.ts';

const EDITED = [
  'premiumDiscountPercent',
  'taxRateBasisPoints',
  'minNoticeMinutesBasic',
  'minNoticeMinutesPremium',
  'horizonDaysBasic',
  'horizonDaysPremium',
  'changeCutoffHoursBasic',
  'changeCutoffHoursPremium',
] as const;
type Edited = Pick<ClubSettings, (typeof EDITED)[number]>;

const pick = (s: Edited): Edited => Object.fromEntries(EDITED.map((k) => [k, s[k]])) as unknown as Edited;

function toView(s: ClubSettings): ClubSettingsView {
  return { ...pick(s), taxRatePercent: basisPointsToPercent(s.taxRateBasisPoints), updatedAt: s.updatedAt.toISOString() };
}

export async function getSettings(deps: SettingsDeps): Promise<ClubSettingsView> {
  return toView(await readClubSettings(deps.db));
}

/**
 * Saves the club settings behind the row's lock, with one audit entry holding what changed (before and after);
 * a save that changes nothing writes no entry.
 */
export async function saveSettings(deps: SettingsDeps, actor: SessionUser, input: ClubSettingsValues): Promise<ClubSettingsView> {
  const { taxRatePercent, ...rest } = input;
  const next: Edited = { ...rest, taxRateBasisPoints: percentToBasisPoints(taxRatePercent) };
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: clubSettings.id }).from(clubSettings).where(eq(clubSettings.id, true)).for('update');
    const current = pick(await readClubSettings(tx));
    const changed = EDITED.filter((k) => current[k] !== next[k]);
    if (changed.length === 0) return;
    await tx.update(clubSettings).set({ ...next, updatedAt: sql`now()`, updatedBy: actor.id }).where(eq(clubSettings.id, true));
    await insertAuditRow(tx, {
      actorId: actor.id,
      targetType: 'settings',
      targetId: 'club',
      targetName: 'Club settings',
      action: 'settings_change',
      before: Object.fromEntries(changed.map((k) => [k, current[k]])),
      after: Object.fromEntries(changed.map((k) => [k, next[k]])),
    });
  });
  return getSettings(deps);
}

/** What the booking screen needs for the Premium price: the club's discount and whether it applies to this member. */
export async function memberPricing(db: DbOrTx, user: SessionUser): Promise<MemberPricing> {
  const [settings, premium] = await Promise.all([readClubSettings(db), isPremium(db, user.id)]);
  return { premiumDiscountPercent: settings.premiumDiscountPercent, discountApplies: premium && settings.premiumDiscountPercent > 0 };
}
