import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * How often each vehicle's page data (readings, completed visits with their services and documents, records, own
 * intervals) has changed: triggers on those tables raise it in the writing transaction (migration 0025), so a
 * copy of the data read with version N is current while the version is still N. No foreign key: a trigger may
 * raise the version of a vehicle being deleted in the same statement. Decision record 0037.
 */
export const vehicleCareVersions = pgTable('vehicle_care_versions', {
  vehicleId: uuid('vehicle_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** The same for what every vehicle page shows of the catalogue: service and shop names, services' intervals. One row. */
export const careCatalogueVersion = pgTable(
  'care_catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('care_catalogue_version_single_row', sql`${t.id}`)],
);
