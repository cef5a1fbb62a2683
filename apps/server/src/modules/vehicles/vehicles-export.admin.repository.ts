import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoTimestamp, keyText } from '../../db/export-columns.ts';
import type { StreamedQuery } from '../../db/row-stream.ts';
import { user } from '../../db/schema/auth.ts';
import { garages, profiles } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { searchWhere, vehicleWhere, type VehicleFilters } from './vehicles.admin.repository.ts';

export const vehicleExportHeader = ['ID', 'Year', 'Make', 'Model', 'Color', 'License plate', 'Garage', 'Owner', 'Owner e-mail', 'Added at'];

/** Every vehicle the garage list shows for these filters (all pages), newest first, then its key (created, id). */
export function vehicleExportQuery(db: Db, f: VehicleFilters): StreamedQuery {
  const where = and(vehicleWhere(f), f.q ? searchWhere(f.q) : undefined);
  return {
    keyColumns: 2,
    // ID, Year, Added at.
    plainColumns: [0, 1, 9],
    build: (after, limit) => {
      const past = after ? sql`(${vehicles.createdAt}, ${vehicles.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined;
      const query = db
        .select({
          id: vehicles.id,
          year: vehicles.year,
          make: vehicles.make,
          model: vehicles.model,
          color: vehicles.color,
          plate: vehicles.licensePlate,
          garage: garages.name,
          owner: sql<string>`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})`,
          email: user.email,
          addedAt: isoTimestamp(vehicles.createdAt),
          keyCreated: keyText(vehicles.createdAt),
          keyId: vehicles.id,
        })
        .from(vehicles)
        .innerJoin(garages, eq(garages.id, vehicles.garageId))
        .innerJoin(user, eq(user.id, vehicles.userId))
        .leftJoin(profiles, eq(profiles.userId, vehicles.userId))
        .where(and(where, past))
        .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
      return limit === null ? query : query.limit(limit);
    },
  };
}
