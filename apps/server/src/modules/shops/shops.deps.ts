import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { MailBrand } from '../../adapters/mail/templates.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';

export interface ShopsDeps {
  db: Db;
  /** The club's time zone, which "open today" and a closure's days are judged in. */
  timeZone: string;
  /** A closure that cancels appointments tells their members. */
  mailer: Mailer;
  /** The member's preferences decide mail and push of a cancellation. */
  notifier: Notifier;
  brand: MailBrand;
  /** Cancellations by a closure are announced to staff like any other (the `appointment` event). */
  realtime?: Realtime;
  /** For tests: the clock the club's today is judged by. */
  now?: () => Date;
}
