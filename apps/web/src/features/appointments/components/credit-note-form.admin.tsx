import { creditNoteInputSchema, invoiceMessages, type CreditNoteInput, type Invoice } from '@drivecare/contract/invoices';
import { centsToDollars, formatUsd } from '@drivecare/contract/services';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useIssueCreditNote } from '../api/invoice-mutations.admin';

/** 'Issue Credit Note' on an issued invoice: an amount up to what is left and a reason; numbered by the server. */
export function CreditNoteForm({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const issue = useIssueCreditNote(invoice.id);
  const form = useForm({ resolver: zodResolver(creditNoteInputSchema), defaultValues: { amount: '', reason: '' } as CreditNoteInput });
  const { errors } = form.formState;

  const onSubmit = () =>
    untilSettled(
      issue.mutateAsync(form.getValues() as CreditNoteInput, {
        onSuccess: () => {
          toast.success(invoiceMessages.creditIssued);
          form.reset({ amount: '', reason: '' });
          setOpen(false);
        },
        onError: (error) => {
          setServerFieldErrors(form.setError, error, ['amount', 'reason']);
          toast.error(errorMessage(error));
        },
      }),
    );
  const submit = useSingleSubmit(form.handleSubmit(onSubmit));

  if (invoice.creditableCents <= 0) return null;
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Issue Credit Note
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border border-border p-3" aria-label={`Credit note on ${invoice.number}`}>
      <FormField label="Amount" error={errors.amount?.message} description={`Up to ${formatUsd(invoice.creditableCents)}`} required>
        <Input inputMode="decimal" autoComplete="off" placeholder={centsToDollars(invoice.creditableCents)} {...form.register('amount')} />
      </FormField>
      <FormField label="Reason" error={errors.reason?.message} required>
        <Textarea rows={2} {...form.register('reason')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={issue.isPending}>
          {issue.isPending ? 'Issuing…' : 'Issue Credit Note'}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={issue.isPending} onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
