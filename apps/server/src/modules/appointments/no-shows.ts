import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The statuses of a visit the member did not come to (the spec's 'Missed' and 'No Show'). */
export const NO_SHOW_STATUSES = ['missed', 'no-show'] as const;
/** How far back no-shows are counted. */
export const NO_SHOW_WINDOW_MONTHS = 6;

/**
 * A member's appointments marked 'missed' or 'no-show' dated within the last 6 months, as an integer column for
 * staff screens (the user card, the appointment details). Read through appointments_user_date_idx (user, date): a
 * few index entries per member, so a page of the user list stays fast. The window starts at the database's
 * current date, which may differ from the club's today by a few hours around midnight.
 */
export const noShowsOf = (userId: AnyPgColumn | SQL): SQL<number> =>
  sql<number>`(select count(*)::int from appointments as ns
    where ns.user_id = ${userId} and ns.status in ('missed', 'no-show')
      and ns.appointment_date >= (current_date - interval '6 months')::date)`.mapWith(Number);
