import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { MailBrand } from '../../adapters/mail/templates.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import type { Limit } from '../../middleware/rate-limit.ts';

/** What every appointments route factory (members' and staff's) is built from; app.ts makes one. */
export interface AppointmentsDeps {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  /** Setting an appointment in progress checks it in: the member's tracker hears it live. */
  realtime: Realtime;
  limit: Limit;
  brand: MailBrand;
  timeZone: string;
  /** Signs and checks the short-lived document links. */
  linkSecret: string;
}
