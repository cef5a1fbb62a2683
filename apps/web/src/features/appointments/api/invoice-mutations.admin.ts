import type { CreditNoteInput, Invoice } from '@drivecare/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { adminAppointmentKeys } from './appointment-queries.admin';
import { visitKeys } from './visit-queries';

/** A credit note on an invoice; its PDF joins the appointment's documents shortly after. */
export function useIssueCreditNote(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditNoteInput) =>
      apiFetch<Invoice>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, { method: 'POST', json: input }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: visitKeys.all }), queryClient.invalidateQueries({ queryKey: adminAppointmentKeys.all })]),
  });
}
