import { Readable } from 'node:stream';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
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
  /**
   * Output columns that never hold text a person typed (ids, ISO dates and times, statuses, numbers), by position:
   * COPY writes them as they are, without the neutralising check (`copyStatement`).
   */
  plainColumns?: readonly number[];
  /** Values of the statement's `sql.placeholder`s. */
  values?: Record<string, unknown>;
}

/**
 * The rows of a query (its first `columns` columns) as CSV records (`lib/csv.ts`: CRLF, neutralised cells, no
 * header), bytes whose memory does not grow with the row count.
 */
export type StreamRows = (query: StreamedQuery, columns: number) => Readable;

/** Rows read from PGlite per statement. */
const BATCH = 1_000;

/**
 * CSV records read only as fast as the consumer takes them, and stopped (the statement ended, no further page
 * asked for) when the stream is destroyed. On PostgreSQL one `COPY (…) TO STDOUT (FORMAT csv)` on a pooled
 * connection: the database formats and neutralises the cells and the server only turns its LF record ends into
 * CRLF. On PGlite, which has one connection that a long statement would hold from every other request, pages in
 * key order formatted by `csvRecords` (`lib/csv.ts`, csv-stringify). Decision records 0024-csv-exports and
 * 0032-csv-exports-through-copy.
 */
export function createRowStreamer(database: Database, csvRecords: (rows: unknown[][]) => string): StreamRows {
  const { pool, pglite } = database;
  if (pool) {
    return (query, columns) =>
      Readable.from(
        (async function* () {
          const { sql, params } = query.build(null, null).toSQL();
          const statement = copyStatement(inlineParameters(sql, fillPlaceholders(params, query.values ?? {})), columns, query.keyColumns, query.plainColumns);
          const client = await pool.connect();
          let failure: Error | undefined;
          let finished = false;
          try {
            // JIT-compiling a whole-table read cost seconds up front and saved less; with the default 4 MB of work
            // memory the sort and the hashes of the full export spilled to disk, about a fifth of its time (bench,
            // 500,000 appointments). Both only for this statement's connection, reset before it goes back.
            await client.query("set jit = off; set work_mem = '64MB'");
            const crlf = crlfRecords();
            for await (const chunk of client.query(copyTo(statement)) as AsyncIterable<Buffer>) yield crlf(chunk);
            finished = true;
          } catch (error) {
            failure = error as Error;
            throw error;
          } finally {
            if (finished) await client.query('reset jit; reset work_mem').catch((error: Error) => (failure = error));
            // A connection whose COPY failed or was abandoned half way is closed rather than handed to the next request.
            client.release(finished ? failure : (failure ?? new Error('export stopped before its end')));
          }
        })(),
      );
  }
  if (!pglite) throw new Error('no database to stream rows from');
  return (query, columns) =>
    Readable.from(
      (async function* () {
        let after: unknown[] | null = null;
        for (;;) {
          const { sql, params }: { sql: string; params: unknown[] } = query.build(after, BATCH).toSQL();
          const { rows }: { rows: unknown[][] } = await pglite.query<unknown[]>(sql, fillPlaceholders(params, query.values ?? {}), { rowMode: 'array' });
          if (rows.length > 0) yield Buffer.from(csvRecords(rows.map((row) => row.slice(0, columns))));
          if (rows.length < BATCH) return;
          const last: unknown[] = rows[rows.length - 1]!;
          after = last.slice(last.length - query.keyColumns);
        }
      })(),
    );
}

/**
 * The statement as COPY: its first `columns` columns as text, empty text as NULL (written as an empty, unquoted
 * cell, as csv-stringify writes it) and a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 * prefixed with an apostrophe (`neutraliseCell`; `ascii()` reads the first character's code where `left()` made a
 * one-character text per cell: about a second of the database's time for the full export); `plainColumns` go out as
 * they are (a tenth of the full export's database time). PostgreSQL quotes a cell holding a comma, a quote, CR or
 * LF, doubling quotes, exactly as csv-stringify does. The subquery's order is kept (a plain scan of it).
 */
export function copyStatement(select: string, columns: number, keyColumns: number, plainColumns: readonly number[] = []): string {
  const names = Array.from({ length: columns + keyColumns }, (_, i) => `c${i}`);
  const cells = names
    .slice(0, columns)
    .map((c, i) =>
      plainColumns.includes(i) ? c : `case when ascii(${c}::text) in (61, 43, 45, 64, 9, 13) then '''' || ${c}::text else nullif(${c}::text, '') end`,
    );
  return `copy (select ${cells.join(', ')} from (${select}) as export_rows(${names.join(', ')})) to stdout with (format csv)`;
}

/** COPY takes no bind parameters: each `$n` becomes its value as an SQL literal (pg's own escaping). */
export function inlineParameters(sql: string, params: unknown[]): string {
  return sql.replace(/\$(\d+)\b/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new Error(`export statement refers to a missing parameter $${n}`);
    return literal(params[index]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return `(${value})`;
  if (typeof value === 'bigint') return `(${value})`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`export parameter of an unexpected type: ${typeof value}`);
}

const CR = 13;
const LF = 10;
const QUOTE = 34;

/**
 * COPY ends records with LF; the export's records end with CRLF. A LF inside a quoted cell (a line break in the
 * details) stays as it is, as csv-stringify leaves it; whether a chunk starts inside quotes is carried over. The
 * chunk is searched with `indexOf` (native) rather than byte by byte in JavaScript: the server forwards 109 MB for
 * the full export on the same cores as the database (docs/performance.md).
 */
export function crlfRecords(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const ends: number[] = [];
    let quote = chunk.indexOf(QUOTE);
    let i = 0;
    for (;;) {
      const lf = quoted ? -1 : chunk.indexOf(LF, i);
      if (quote >= 0 && (quoted || lf < 0 || quote < lf)) {
        quoted = !quoted;
        i = quote + 1;
        quote = chunk.indexOf(QUOTE, i);
      } else if (lf >= 0) {
        ends.push(lf);
        i = lf + 1;
      } else break;
    }
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(chunk.length + ends.length);
    let o = 0;
    let from = 0;
    for (const end of ends) {
      o += chunk.copy(out, o, from, end);
      out[o++] = CR;
      from = end;
    }
    chunk.copy(out, o, from);
    return out;
  };
}
