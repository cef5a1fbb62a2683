import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import type { Limit } from '../../middleware/rate-limit.ts';
import type { StreamRows } from '../../db/row-stream.ts';

/** What the vehicles route factories (the member's garage and vehicle page, the staff's, the shared history) are built from. */
export interface VehiclesDeps {
  db: Db;
  /** Receipts of the records members add. */
  storage: FileStorage;
  limit: Limit;
  /** The club's time zone: "today" for readings, records, the maintenance schedule and the hand-over. */
  timeZone: string;
  /** Signs share-link tokens (the server's auth secret). */
  linkSecret: string;
  /** The product's name on the history PDF. */
  productName: string;
  /** Reads an export's rows as a stream. */
  streamRows: StreamRows;
}
