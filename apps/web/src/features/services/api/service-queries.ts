import type { BookableService } from '@drivecare/contract/services';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The services a member can book (the staff catalogue is adminServiceKeys). */
export const serviceKeys = {
  all: ['services'] as const,
  bookable: () => [...serviceKeys.all, 'bookable'] as const,
};

export const serviceQueries = {
  /** Active services by name. */
  bookable: () =>
    queryOptions({
      queryKey: serviceKeys.bookable(),
      queryFn: ({ signal }) => apiFetch<BookableService[]>('/api/services', { signal }),
    }),
};
