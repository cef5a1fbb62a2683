import type { Db } from '../../db/client.ts';
import type { Limit } from '../../middleware/rate-limit.ts';

/** What the vehicles route factories (the member's garage, the staff's, the shared history) are built from. */
export interface VehiclesDeps {
  db: Db;
  /** The club's time zone: "today" of the schedule and the hand-over. */
  timeZone: string;
  /** Signs share-link tokens (the server's auth secret). */
  linkSecret: string;
  /** The product's name on the history PDF. */
  productName: string;
  limit: Limit;
}
