import type { MailBrand } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/client.ts';

/** What the calendar feed routes (the member's, the staff's and the public feed) are built from. */
export interface CalendarFeedsDeps {
  db: Db;
  brand: MailBrand;
  timeZone: string;
  /** Derives each feed's token from its random id (decision record 0025-calendar-feeds). */
  linkSecret: string;
}
