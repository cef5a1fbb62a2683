import type { Db } from '../../db/client.ts';

/** What the vehicles route factories (the member's garage and the staff's) are built from. */
export interface VehiclesDeps {
  db: Db;
}
