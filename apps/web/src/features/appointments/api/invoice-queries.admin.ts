import type { InvoiceSummary, ShopPaymentMethod } from '@drivecare/contract/invoice-payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminInvoiceKeys = {
  all: ['admin', 'invoices'] as const,
  ofAppointment: (appointmentId: string) => [...adminInvoiceKeys.all, 'appointment', appointmentId] as const,
};

export const adminInvoiceQueries = {
  ofAppointment: (appointmentId: string) =>
    queryOptions({
      queryKey: adminInvoiceKeys.ofAppointment(appointmentId),
      queryFn: ({ signal }) =>
        apiFetch<{ invoice: InvoiceSummary | null }>(`/api/admin/invoices/by-appointment/${encodeURIComponent(appointmentId)}`, { signal }),
      // Issued on completion and paid by a webhook, both elsewhere: read again whenever shown.
      staleTime: 0,
    }),
};

export function useAppointmentInvoice(appointmentId: string) {
  return useQuery(adminInvoiceQueries.ofAppointment(appointmentId));
}

/** 'Mark as Paid': a card or cash payment taken at the shop. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, method }: { invoiceId: string; method: ShopPaymentMethod }) =>
      apiFetch<InvoiceSummary>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/mark-paid`, { method: 'POST', json: { method } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
  });
}
