import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { Db } from '../../db/client.ts';

/** What the outbox, the event stream and the dev mailbox are built from. */
export interface NotificationsDeps {
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  productName: string;
}
