import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import type { Limit } from '../../middleware/rate-limit.ts';

/** What the vehicles route factories (the member's garage and vehicle page, and the staff's) are built from. */
export interface VehiclesDeps {
  db: Db;
  /** Receipts of the records members add. */
  storage: FileStorage;
  limit: Limit;
  /** The club's time zone: "today" for readings, records and the maintenance schedule. */
  timeZone: string;
}
