import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { MailBrand } from '../../adapters/mail/templates.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import type { StreamRows } from '../../db/row-stream.ts';
import type { Limit } from '../../middleware/rate-limit.ts';
import type { InvoiceDocuments } from '../invoices/invoices.deps.ts';

/** What every appointments route factory (members' and staff's) is built from; app.ts makes one. */
export interface AppointmentsDeps {
  db: Db;
  mailer: Mailer;
  notifier: Notifier;
  storage: FileStorage;
  /** Staff calendars hear of every booking, move and cancellation; a check-in reaches the member's tracker. */
  realtime: Realtime;
  limit: Limit;
  brand: MailBrand;
  timeZone: string;
  /** Signs and checks the short-lived document links. */
  linkSecret: string;
  /** Reads an export's rows as a stream. */
  streamRows: StreamRows;
  /** Renders an issued invoice's PDF after the completing transaction commits. */
  invoiceDocuments?: InvoiceDocuments;
}
