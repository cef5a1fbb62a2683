import type { AuditLogEntry } from '@drivecare/contract/audit';

import { formatDateShort } from '@/lib/format';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const IGNORED = new Set(['updatedAt', 'createdAt', 'id']);
const words = (key: string) => key.replace(/([A-Z])/g, ' $1').toLowerCase();

const span = (c: Record<string, unknown>) => {
  const [first, last] = [formatDateShort(String(c.startDate)), formatDateShort(String(c.endDate))];
  return first === last ? first : `${first} – ${last}`;
};

/** A line saying what changed, read from the entry's before and after: '' when there is nothing to add. */
export function describeAuditEntry(entry: AuditLogEntry): string {
  const { before, after } = entry;
  if (entry.action === 'closure_add' && isRecord(after)) {
    const days = span(after);
    const hours = after.startTime ? `, ${String(after.startTime)}–${String(after.endTime)}` : '';
    const cancelled = Number(after.appointmentsCancelled ?? 0);
    const kept = Number(after.appointmentsKept ?? 0);
    const bookings = cancelled > 0 ? `; ${plural(cancelled, 'appointment')} cancelled` : kept > 0 ? `; ${plural(kept, 'appointment')} kept` : '';
    return `'${String(after.reason)}', ${days}${hours}${bookings}`;
  }
  if (entry.action === 'closure_remove' && isRecord(before)) return `'${String(before.reason)}', ${span(before)}`;
  if (entry.action === 'ban' && isRecord(after) && typeof after.reason === 'string' && after.reason) return `Reason: ${after.reason}`;
  if (isRecord(before) && isRecord(after)) {
    const changed = Object.keys({ ...before, ...after }).filter(
      (key) => !IGNORED.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    return changed.length > 0 ? `Changed: ${changed.map(words).join(', ')}` : '';
  }
  return '';
}
