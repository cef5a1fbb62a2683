import { rssMb } from './load.ts';

export interface ExportMeasurement {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMb: number;
  bytes: number;
}

/** The floors the issue sets for 'export appointments' over the full seed. */
export const EXPORT_MIN_ROWS_PER_SECOND = 50_000;
export const EXPORT_MAX_RSS_MB = 300;

/**
 * One CSV export of every appointment (tab All, no filter) read to the end by one client, alone on the server:
 * rows per second from the first request byte to the last row, and the server's peak RSS sampled every 50 ms.
 */
export async function measureExport(base: string, adminCookie: string, pid: number): Promise<ExportMeasurement> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/admin/appointments/export?tab=all`, { headers: { cookie: adminCookie } });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      // A record ends with CRLF; no exported cell holds a line break except inside quotes (details), rare enough.
      // Counted natively (indexOf): a byte-by-byte JavaScript loop took CPU from the server on the same cores.
      const bytesOf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let i = bytesOf.indexOf(10); i >= 0; i = bytesOf.indexOf(10, i + 1)) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const rows = lines - 1;
    return { rows, seconds, rowsPerSecond: rows / seconds, peakRssMb: Math.max(peak, rssMb(pid)), bytes };
  } finally {
    clearInterval(sampler);
  }
}
