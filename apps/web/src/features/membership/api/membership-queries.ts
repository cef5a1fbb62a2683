import type { DemoCheckoutSession, DemoPortal, SubscriptionStatus } from '@drivecare/contract/membership';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { profileKeys } from '@/features/people/api/profile-queries';
import { apiFetch } from '@/lib/api-client';

export const membershipKeys = {
  all: ['membership'] as const,
  status: () => [...membershipKeys.all, 'status'] as const,
  demoCheckout: (id: string) => [...membershipKeys.all, 'demo-checkout', id] as const,
  demoPortal: () => [...membershipKeys.all, 'demo-portal'] as const,
};

export const membershipQueries = {
  status: () =>
    queryOptions({
      queryKey: membershipKeys.status(),
      queryFn: ({ signal }) => apiFetch<SubscriptionStatus>('/api/membership', { signal }),
    }),
  demoCheckout: (id: string) =>
    queryOptions({
      queryKey: membershipKeys.demoCheckout(id),
      queryFn: ({ signal }) => apiFetch<DemoCheckoutSession>(`/api/membership/demo/checkout/${encodeURIComponent(id)}`, { signal }),
      retry: false,
    }),
  demoPortal: () =>
    queryOptions({
      queryKey: membershipKeys.demoPortal(),
      queryFn: ({ signal }) => apiFetch<DemoPortal>('/api/membership/demo/portal', { signal }),
    }),
};

/** check-subscription: the server's current answer for the signed-in member (Basic on any error). */
export const checkSubscription = () =>
  apiFetch<SubscriptionStatus>('/api/membership/check-subscription', { method: 'POST' });

/** The dashboard and garage cards read the plan from these; they are refetched when it may have changed. */
export function refreshOtherMembershipViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  ]);
}

/** After a change of plan, every screen that shows the membership reads it again. */
export function refreshMembershipViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
    refreshOtherMembershipViews(queryClient),
  ]);
}
