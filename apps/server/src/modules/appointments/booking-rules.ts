import { bookingRuleMessages as ruleMsg, type MemberPlan } from '@drivecare/contract/appointments';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubSettings } from '../../db/schema/club-settings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { zonedTimeToUtc } from '../../lib/club-time.ts';

/**
 * The booking rules of issue 27 (club settings, one value per plan) as one member is bound by them. Staff are bound
 * by none: callers pass null for an admin.
 */
export interface MemberRules {
  plan: MemberPlan;
  minNoticeMinutes: number;
  horizonDays: number;
  changeCutoffHours: number;
}

/**
 * The member's rules as one SQL value (JSON), read from the club's settings row and the member's plan in the
 * statement that carries it: a booking, a reschedule or a cancellation gets them without another round trip.
 * The per-plan choice is the one bookingRulesFor (modules/settings) makes, spelled in SQL.
 */
export const memberRulesSql = (userId: unknown) => sql<MemberRules>`(
  select json_build_object(
    'plan', case when p.premium then 'premium' else 'basic' end,
    'minNoticeMinutes', case when p.premium then ${clubSettings.minNoticeMinutesPremium} else ${clubSettings.minNoticeMinutesBasic} end,
    'horizonDays', case when p.premium then ${clubSettings.horizonDaysPremium} else ${clubSettings.horizonDaysBasic} end,
    'changeCutoffHours', case when p.premium then ${clubSettings.changeCutoffHoursPremium} else ${clubSettings.changeCutoffHoursBasic} end)
  from ${clubSettings}
  cross join (select coalesce((select lower(${profiles.membershipLevel}) = 'premium' from ${profiles} where ${profiles.userId} = ${userId}), false) as premium) p
  where ${clubSettings.id})`;

const memberRulesQuery = preparedPerDatabase((db) =>
  db.select({ rules: memberRulesSql(sql.placeholder('userId')) }).from(sql`(select 1) as one`).prepare('member_booking_rules'),
);

/**
 * The member's rules, read once per request (one prepared statement, no cache): a change on the Settings screen
 * or of the member's plan applies to the very next request.
 */
export async function readMemberRules(db: Db, userId: string): Promise<MemberRules> {
  const [row] = await memberRulesQuery(db).execute({ userId });
  if (!row?.rules) throw new Error('club_settings has no row: run the migrations');
  return row.rules;
}

const MINUTE = 60_000;

/** The instant a club-local slot starts. */
const startOf = (date: string, time: string, timeZone: string) => zonedTimeToUtc(date, time, timeZone).getTime();

/** The date `days` after a calendar date (yyyy-MM-dd). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last date a member may book: today plus the horizon (that day included). */
export const lastBookableDate = (today: string, rules: MemberRules) => addDays(today, rules.horizonDays);

/** Whether a slot starts at least the minimum notice from now (exactly the notice is allowed). */
export const meetsNotice = (rules: MemberRules, slot: { date: string; time: string }, timeZone: string, now: Date) =>
  startOf(slot.date, slot.time, timeZone) >= now.getTime() + rules.minNoticeMinutes * MINUTE;

/** Whether an appointment starts inside the change cutoff (sooner than the cutoff from now, or already begun). */
export const insideCutoff = (rules: MemberRules, slot: { date: string; time: string }, timeZone: string, now: Date) =>
  startOf(slot.date, slot.time, timeZone) < now.getTime() + rules.changeCutoffHours * 60 * MINUTE;

/**
 * Refuses a slot the member's rules do not allow: a day beyond the horizon (400 on the date) or a slot starting
 * sooner than the minimum notice (400 on the time). Staff (null rules) pass.
 */
export function assertWithinRules(rules: MemberRules | null, slot: { date: string; time: string }, ctx: { today: string; timeZone: string; now: Date }) {
  if (!rules) return;
  if (slot.date > lastBookableDate(ctx.today, rules)) {
    const text = ruleMsg.horizon(rules.plan, rules.horizonDays);
    throw badRequest(text, { date: text });
  }
  if (!meetsNotice(rules, slot, ctx.timeZone, ctx.now)) {
    const text = ruleMsg.tooSoon(rules.minNoticeMinutes);
    throw badRequest(text, { time: text });
  }
}

/** Refuses a member's reschedule or cancel inside the change cutoff (409 with the text the screens show). */
export function assertOutsideCutoff(rules: MemberRules | null, slot: { date: string; time: string }, ctx: { timeZone: string; now: Date }) {
  if (rules && insideCutoff(rules, slot, ctx.timeZone, ctx.now)) throw conflict(ruleMsg.changesByPhone(rules.changeCutoffHours));
}
