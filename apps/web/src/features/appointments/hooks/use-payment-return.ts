import { invoicePaymentMessages as msg } from '@drivecare/contract/invoice-payments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { toast } from '@/lib/toast';

import { invoiceKeys } from '../api/invoice-queries';

/** Stripe's webhook can land a moment after the member is back: the invoices are read again after this. */
const WEBHOOK_GRACE_MS = 2000;

/**
 * Back from an invoice's checkout (?payment=success|canceled): says so once, drops the parameters from the
 * address (a reload does not repeat it), and reads the invoices again now and once the webhook had time.
 */
export function usePaymentReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = searchParams.get('payment');
  const handled = useRef(false);

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'canceled') return;
    if (handled.current) return;
    handled.current = true;
    if (outcome === 'success') toast.success(msg.paymentSuccess);
    else toast.info(msg.paymentCanceled);
    setSearchParams(
      (params) => {
        params.delete('payment');
        params.delete('invoice');
        return params;
      },
      { replace: true },
    );
    if (outcome !== 'success') return;
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    // Not cleared when the parameters go: dropping them re-runs this effect.
    window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), WEBHOOK_GRACE_MS);
  }, [outcome, setSearchParams, queryClient]);
}
