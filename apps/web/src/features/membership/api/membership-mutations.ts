import type { DemoCardInput, DemoPortal, RedirectUrl } from '@drivecare/contract/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { membershipKeys, refreshMembershipViews } from './membership-queries';

/** 'Upgrade Now': a checkout session, hosted by Stripe or by the demo. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: () => apiFetch<RedirectUrl>('/api/membership/checkout', { method: 'POST' }),
  });
}

/** 'Manage Membership': a customer portal session. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiFetch<RedirectUrl>('/api/membership/portal', { method: 'POST' }),
  });
}

export function usePayDemoCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: DemoCardInput) =>
      apiFetch<RedirectUrl>(`/api/membership/demo/checkout/${encodeURIComponent(sessionId)}/pay`, {
        method: 'POST',
        json: card,
      }),
    onSuccess: () => refreshMembershipViews(queryClient),
  });
}

/** The demo portal's 'Cancel plan' and 'Resume plan'. */
export function useChangeDemoSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      apiFetch<DemoPortal>(`/api/membership/demo/portal/${action}`, { method: 'POST' }),
    onSuccess: async (portal) => {
      queryClient.setQueryData(membershipKeys.demoPortal(), portal);
      await refreshMembershipViews(queryClient);
    },
  });
}
