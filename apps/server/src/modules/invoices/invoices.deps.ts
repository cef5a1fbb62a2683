import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import type { Limit } from '../../middleware/rate-limit.ts';

/** Renders the PDFs of issued invoices and credit notes after their transaction commits. */
export interface InvoiceDocuments {
  /** Renders what is waiting now; returns how many documents it wrote. */
  run(): Promise<number>;
  /** Asks for a run shortly (after the issuing transaction has committed); a no-op where jobs do not run. */
  nudge(): void;
}

/** What the invoice routes (members' and staff's) are built from; app.ts makes one. */
export interface InvoicesDeps {
  db: Db;
  storage: FileStorage;
  limit: Limit;
  timeZone: string;
  documents?: InvoiceDocuments;
}
