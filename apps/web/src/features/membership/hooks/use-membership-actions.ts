import { membershipMessages } from '@drivecare/contract/membership';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { ApiError } from '@/lib/api-client';

import { useOpenPortal, useStartCheckout } from '../api/membership-mutations';
import { useGoToUrl } from '@/lib/use-go-to-url';

export type MembershipAction = 'upgrade' | 'manage';

function failureText(error: unknown, signInText: string, fallback: string) {
  if (error instanceof ApiError && error.status === 401) return signInText;
  if (error instanceof ApiError && error.status === 409) return error.message;
  return fallback;
}

/** 'Upgrade Now' and 'Manage Membership': ask the server for a session, then go to it. */
export function useMembershipActions() {
  const startCheckout = useStartCheckout();
  const openPortal = useOpenPortal();
  const goToUrl = useGoToUrl();
  // Stays set while the browser leaves for the hosted page, so the button keeps reading 'Processing...'.
  const [leaving, setLeaving] = useState<MembershipAction | null>(null);

  const follow = (action: MembershipAction) => ({
    onSuccess: ({ url }: { url: string }) => {
      setLeaving(action);
      goToUrl(url);
    },
  });

  const upgrade = () =>
    startCheckout.mutate(undefined, {
      ...follow('upgrade'),
      onError: (error) =>
        toast.error(failureText(error, membershipMessages.signInToUpgrade, membershipMessages.upgradeFailed)),
    });

  const manage = () =>
    openPortal.mutate(undefined, {
      ...follow('manage'),
      onError: (error) =>
        toast.error(failureText(error, membershipMessages.signInToManage, membershipMessages.portalFailed)),
    });

  const busy: MembershipAction | null = startCheckout.isPending
    ? 'upgrade'
    : openPortal.isPending
      ? 'manage'
      : leaving;

  return { upgrade, manage, busy };
}
