import { parseDate } from '@/lib/format';

/** The account's creation day, en-US numeric ('11/23/2026'), or 'Unknown'. */
export function formatMemberSince(value: string | null): string {
  const date = parseDate(value);
  return date ? date.toLocaleDateString('en-US') : 'Unknown';
}
