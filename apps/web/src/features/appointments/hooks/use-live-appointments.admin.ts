import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { subscribeLive } from '@/lib/live-events';

import { adminAppointmentKeys } from '../api/appointment-queries.admin';

/**
 * While a staff screen shows appointments, every booking, move or cancellation made anywhere (any instance: the
 * server relays them through PostgreSQL LISTEN/NOTIFY) refetches them, and so does a reconnection.
 */
export function useLiveAppointments() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminAppointmentKeys.all });
    return subscribeLive('appointment', refresh, refresh);
  }, [queryClient]);
}
