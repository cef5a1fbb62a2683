import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return before one) is
 * prefixed with an apostrophe, which spreadsheets show as text (OWASP "CSV injection").
 */
export const neutraliseCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV file to download: its name and the rows under its header. */
export interface CsvExport {
  filename: string;
  header: string[];
  rows: Readable;
}

/**
 * The export as RFC 4180 CSV (a UTF-8 byte-order mark so spreadsheets read accents, CRLF lines, a header row),
 * pulled by the consumer: no row is read before the previous ones are taken, and cancelling the returned stream
 * destroys the rows (which stops their query). `onError` hears a failure after the answer has begun.
 */
export function csvBody(file: CsvExport, onError: (error: Error) => void): ReadableStream<Uint8Array> {
  const out = stringify({ bom: true, record_delimiter: 'windows', cast: { string: neutraliseCell } });
  out.write(file.header);
  pipeline(file.rows, out).catch((error: Error) => {
    if (error.name !== 'AbortError' && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(error);
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** `attachment; filename="…"` for an ASCII name of our own making. */
export const attachment = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
