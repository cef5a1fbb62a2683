import type { Db } from '../../db/client.ts';
import type { StreamRows } from '../../db/row-stream.ts';

/** What the vehicles route factories (the member's garage and the staff's) are built from. */
export interface VehiclesDeps {
  db: Db;
  timeZone: string;
  /** Reads an export's rows as a stream. */
  streamRows: StreamRows;
}
