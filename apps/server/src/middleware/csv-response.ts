import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { attachment, csvBody, type CsvExport } from '../lib/csv.ts';

/** A CSV export as a download, streamed; a failure once the rows are flowing is logged (the answer is cut short). */
export function csvResponse(c: Context<AppEnv>, file: CsvExport) {
  const log = c.get('log');
  const body = csvBody(file, (err) => log.error({ err }, 'export failed while streaming'));
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': attachment(file.filename),
    'Cache-Control': 'no-store',
  });
}
