import { Readable } from 'node:stream';
import { fillPlaceholders } from 'drizzle-orm';
import QueryStream from 'pg-query-stream';
import type { Database } from './client.ts';

/** A statement as Drizzle renders it (a select builder's `toSQL()`). */
export interface RenderedQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A read of any number of rows, each an array: the output columns, then `keyColumns` columns that order the rows
 * uniquely (the key is cut off before the row is handed on).
 */
export interface StreamedQuery {
  /** The rows after `after` (a previous row's key; null: from the first) in key order, at most `limit` (null: all). */
  build(after: unknown[] | null, limit: number | null): RenderedQuery;
  keyColumns: number;
  /** Values of the statement's `sql.placeholder`s. */
  values?: Record<string, unknown>;
}

export type StreamRows = (query: StreamedQuery) => Readable;

/** Rows read from PostgreSQL per round trip of the cursor, and pages read from PGlite per statement. */
const BATCH = 1_000;

/**
 * Rows as an object-mode stream whose memory does not grow with their number: read only as fast as the
 * consumer takes them, and stopped (the cursor closed, no further page asked for) when the stream is destroyed.
 * On PostgreSQL a server-side cursor (pg-query-stream) on a pooled connection; on PGlite, which has one connection
 * that an open cursor's transaction would hold from every other request, pages in key order (decision record
 * 0024-csv-exports).
 */
export function createRowStreamer(database: Database): StreamRows {
  const { pool, pglite } = database;
  if (pool) {
    return (query) =>
      Readable.from(
        (async function* () {
          const { sql, params } = query.build(null, null).toSQL();
          const client = await pool.connect();
          let failure: Error | undefined;
          try {
            // JIT-compiling a whole-table read cost seconds up front and saved less (bench, 500,000 appointments).
            await client.query('set jit = off');
            const rows = client.query(new QueryStream(sql, fillPlaceholders(params, query.values ?? {}), { batchSize: BATCH, rowMode: 'array' }));
            for await (const row of rows as AsyncIterable<unknown[]>) yield cut(row, query.keyColumns);
          } catch (error) {
            failure = error as Error;
            throw error;
          } finally {
            if (!failure) await client.query('reset jit').catch((error: Error) => (failure = error));
            // A connection whose statement failed is closed rather than handed to the next request.
            client.release(failure);
          }
        })(),
        { highWaterMark: BATCH },
      );
  }
  if (!pglite) throw new Error('no database to stream rows from');
  return (query) =>
    Readable.from(
      (async function* () {
        let after: unknown[] | null = null;
        for (;;) {
          const { sql, params }: { sql: string; params: unknown[] } = query.build(after, BATCH).toSQL();
          const { rows }: { rows: unknown[][] } = await pglite.query<unknown[]>(sql, fillPlaceholders(params, query.values ?? {}), { rowMode: 'array' });
          for (const row of rows) yield cut(row, query.keyColumns);
          if (rows.length < BATCH) return;
          const last: unknown[] = rows[rows.length - 1]!;
          after = last.slice(last.length - query.keyColumns);
        }
      })(),
      { highWaterMark: BATCH },
    );
}

const cut = (row: unknown[], keyColumns: number) => (keyColumns === 0 ? row : row.slice(0, row.length - keyColumns));
