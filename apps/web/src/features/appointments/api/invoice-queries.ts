import type { DemoInvoiceCheckout, InvoiceSummary } from '@drivecare/contract/invoice-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The member's invoices (paid or unpaid) and the demo checkout of one. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: () => [...invoiceKeys.all, 'list'] as const,
  demoCheckout: (id: string) => [...invoiceKeys.all, 'demo-checkout', id] as const,
};

export const invoiceQueries = {
  list: () =>
    queryOptions({
      queryKey: invoiceKeys.list(),
      queryFn: ({ signal }) => apiFetch<InvoiceSummary[]>('/api/invoices', { signal }),
      // Issued on completion and paid by a webhook, both elsewhere: read again whenever shown.
      staleTime: 0,
    }),
  demoCheckout: (id: string) =>
    queryOptions({
      queryKey: invoiceKeys.demoCheckout(id),
      queryFn: ({ signal }) => apiFetch<DemoInvoiceCheckout>(`/api/invoices/demo/checkout/${encodeURIComponent(id)}`, { signal }),
      retry: false,
    }),
};

export function useMyInvoices() {
  return useQuery(invoiceQueries.list());
}
