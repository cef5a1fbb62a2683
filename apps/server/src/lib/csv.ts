import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return before one) is
 * prefixed with an apostrophe, which spreadsheets show as text (OWASP "CSV injection"). PostgreSQL's exports do
 * the same in SQL (`db/row-stream.ts`).
 */
export const neutraliseCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * csv-stringify with CRLF records quotes a cell holding CRLF but not one holding a lone LF or CR (a line break in
 * a member's notes), which spreadsheets would then read as a new row: `quoted_match` quotes those too, as
 * PostgreSQL's COPY does.
 */
const options = { record_delimiter: 'windows', quoted_match: /[\r\n]/, cast: { string: neutraliseCell } } as const;

/** Rows as RFC 4180 CSV records (CRLF, neutralised text cells, quoted when they hold a comma, quote or line break). */
export const csvRecords = (rows: unknown[][]) => stringify(rows, options);

/** A CSV file to download: its name, its header and its records (bytes, `csvRecords`' format). */
export interface CsvExport {
  filename: string;
  header: string[];
  rows: Readable;
}

/** A UTF-8 byte-order mark, so spreadsheets read accents. */
const BOM = '\uFEFF';

/**
 * The export as RFC 4180 CSV (a UTF-8 byte-order mark, CRLF lines, a header row), pulled by the consumer: no row
 * is read before the previous ones are taken, and cancelling the returned stream destroys the rows (which stops
 * their query). `onError` hears a failure after the answer has begun.
 */
export function csvBody(file: CsvExport, onError: (error: Error) => void): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  out.write(Buffer.from(BOM + csvRecords([file.header])));
  pipeline(file.rows, out).catch((error: Error) => {
    if (error.name !== 'AbortError' && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** `attachment; filename="…"` for an ASCII name of our own making. */
export const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
