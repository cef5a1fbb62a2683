import type { Realtime } from '../../adapters/realtime/realtime.ts';

export type AppointmentChange = 'booked' | 'moved' | 'cancelled' | 'changed' | 'deleted';

/**
 * Tells staff browsers (the calendar) that a shop's bookings changed, after the change committed. Best effort: a
 * lost notice costs a stale calendar until its next refetch, never the change itself.
 */
export async function announceAppointmentChange(
  realtime: Realtime | undefined,
  p: { shopIds: string[]; dates: string[]; change: AppointmentChange },
): Promise<void> {
  if (!realtime) return;
  await realtime
    .publish({ type: 'appointment', data: { shopIds: [...new Set(p.shopIds)], dates: [...new Set(p.dates)], change: p.change } })
    .catch(() => undefined);
}
