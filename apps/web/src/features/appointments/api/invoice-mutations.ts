import type { PayInvoiceInput } from '@drivecare/contract/invoice-payments';
import type { DemoCardInput, RedirectUrl } from '@drivecare/contract/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { invoiceKeys } from './invoice-queries';

/** 'Pay Now': a checkout session for the invoice, hosted by Stripe or by the demo. */
export function usePayInvoice() {
  return useMutation({
    mutationFn: ({ invoiceId, returnTo }: { invoiceId: string } & PayInvoiceInput) =>
      apiFetch<RedirectUrl>(`/api/invoices/${encodeURIComponent(invoiceId)}/pay`, { method: 'POST', json: { returnTo } }),
  });
}

/** 'Pay' on the demo checkout of an invoice. */
export function usePayDemoInvoiceCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: DemoCardInput) =>
      apiFetch<RedirectUrl>(`/api/invoices/demo/checkout/${encodeURIComponent(sessionId)}/pay`, { method: 'POST', json: card }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
