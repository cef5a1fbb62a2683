import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Pusher } from '../../adapters/push/pusher.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { Db } from '../../db/client.ts';
import type { Limit } from '../../middleware/rate-limit.ts';

/** What the outbox, the event stream, the dev mailbox, push subscriptions and preferences are built from. */
export interface NotificationsDeps {
  db: Db;
  mailer: Mailer;
  pusher: Pusher;
  realtime: Realtime;
  productName: string;
  limit: Limit;
  /** Signs and checks unsubscribe links (the app secret). */
  linkSecret: string;
  /** Push endpoints must be https in production (a member must not make the server post to plain-http hosts). */
  httpsEndpointsOnly: boolean;
}
