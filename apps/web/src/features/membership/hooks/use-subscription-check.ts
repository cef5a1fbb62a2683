import { membershipMessages } from '@drivecare/contract/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

import { paths } from '@/config/paths';

import { checkSubscription, membershipKeys, refreshOtherMembershipViews } from '../api/membership-queries';

const FIRST_CHECK_DELAY_MS = 1_000;
const AFTER_PAYMENT_REFRESH_MS = 2_000;
// A provider's webhook can trail the member's return by a few seconds: keep verifying a little longer.
const AFTER_PAYMENT_ATTEMPTS = 5;

/**
 * The membership screen's flow from the spec: the payment-return message (then the bare address), the
 * subscription check 1 s after load (never two at once), and a refresh 2 s after a successful payment
 * (repeated every 2 s, a few times, until the upgrade shows).
 */
export function useSubscriptionCheck() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [verifying, setVerifying] = useState(() => searchParams.get('success') === 'true');
  const inFlight = useRef<Promise<boolean> | null>(null);

  const runCheck = useCallback(() => {
    inFlight.current ??= checkSubscription()
      .then(async (status) => {
        queryClient.setQueryData(membershipKeys.status(), status);
        await refreshOtherMembershipViews(queryClient);
        return status.subscribed;
      })
      .catch(() => {
        // The server already answers Basic on its own errors; a network failure keeps what is shown.
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  }, [queryClient]);

  // Read the return flags once, then drop them from the address so a reload does not repeat the message.
  const handledReturn = useRef(false);
  useEffect(() => {
    if (handledReturn.current) return;
    const success = searchParams.get('success') === 'true';
    const canceled = searchParams.get('canceled') === 'true';
    if (!success && !canceled) return;
    handledReturn.current = true;
    if (success) toast.success(membershipMessages.paymentSuccess);
    else toast.info(membershipMessages.paymentCanceled);
    void navigate(paths.member.membership, { replace: true });
  }, [searchParams, navigate]);

  useEffect(() => {
    const first = window.setTimeout(() => void runCheck(), FIRST_CHECK_DELAY_MS);
    return () => window.clearTimeout(first);
  }, [runCheck]);

  useEffect(() => {
    if (!verifying) return;
    let attempts = 0;
    let timer = 0;
    let stopped = false;
    const refresh = () => {
      attempts += 1;
      void runCheck().then((subscribed) => {
        if (stopped) return;
        if (subscribed || attempts >= AFTER_PAYMENT_ATTEMPTS) setVerifying(false);
        else timer = window.setTimeout(refresh, AFTER_PAYMENT_REFRESH_MS);
      });
    };
    timer = window.setTimeout(refresh, AFTER_PAYMENT_REFRESH_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [verifying, runCheck]);

  return { verifying };
}
