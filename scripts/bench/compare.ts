import type { Row } from './load.ts';

/** One read scenario measured on the server without metrics and on the one with them, back to back. */
export interface Pair {
  off: Row;
  on: Row;
}

/**
 * The same scenarios with /metrics off and on: each side's ratio to its own floor (so a slower moment of the
 * shared machine cancels out), and on/off of those ratios. Within noise means /metrics costs nothing measurable.
 */
export function comparisonTable(pairs: Pair[]): string {
  const [floor] = pairs;
  if (!floor) return '';
  const header = ['scenario', 'off req/s', 'on req/s', 'off ratio to floor', 'on ratio to floor', 'on/off req/s', 'on/off ratio to floor', 'off p99 ms', 'on p99 ms'];
  const lines = pairs.map(({ off, on }) => {
    const offRatio = off.rps / floor.off.rps;
    const onRatio = on.rps / floor.on.rps;
    return [off.name, off.rps.toFixed(0), on.rps.toFixed(0), offRatio.toFixed(2), onRatio.toFixed(2), (on.rps / off.rps).toFixed(2), (onRatio / offRatio).toFixed(2), off.p99.toFixed(0), on.p99.toFixed(0)];
  });
  return [header, header.map(() => '---'), ...lines].map((l) => `| ${l.join(' | ')} |`).join('\n');
}

/** Several runs of one scenario as one row: mean rates and percentiles, summed counts, the highest memory. */
export function combineRuns(runs: Row[]): Row {
  const mean = (pick: (r: Row) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  const sum = (pick: (r: Row) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return {
    name: runs[0]!.name,
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p95: mean((r) => r.p95),
    p99: mean((r) => r.p99),
    requests: sum((r) => r.requests),
    errors: sum((r) => r.errors),
    honest: sum((r) => r.honest),
    peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
  };
}
