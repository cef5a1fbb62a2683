import type { MailBrand } from '../../adapters/mail/templates.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import type { Limit } from '../../middleware/rate-limit.ts';
import type { Notifier } from '../notifications/notifier.ts';

/** What the support routes (members' and staff's) are built from; app.ts makes one. */
export interface SupportDeps {
  db: Db;
  notifier: Notifier;
  storage: FileStorage;
  realtime: Realtime;
  limit: Limit;
  brand: MailBrand;
}
