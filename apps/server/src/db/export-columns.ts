import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp as ISO 8601 in UTC (`2026-11-25T10:24:04.123Z`), rendered by the database for exports. */
export const isoTimestamp = (column: AnyPgColumn | SQL) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A date as ISO 8601 (`2026-11-25`). */
export const isoDate = (column: AnyPgColumn | SQL) => sql<string | null>`to_char(${column}, 'YYYY-MM-DD')`;
/** A key column as text that casts back exactly (a timestamp keeps its microseconds). */
export const keyText = (column: AnyPgColumn | SQL) => sql<string>`${column}::text`;
