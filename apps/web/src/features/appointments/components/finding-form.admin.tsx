import { findingConditionLabels, findingConditions, findingInputSchema, type FindingInput } from '@drivecare/contract/visits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormSelect } from '@/components/form-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useAddFinding } from '../api/visit-mutations.admin';

const conditionOptions = findingConditions.map((c) => ({ value: c, label: findingConditionLabels[c] }));
const empty: FindingInput = { title: '', condition: 'needs-attention', notes: '' };

/** 'Add Finding': a title, a condition and notes; photos are added to the finding once it exists. */
export function FindingForm({ appointmentId }: { appointmentId: string }) {
  const add = useAddFinding(appointmentId);
  const form = useForm({ resolver: zodResolver(findingInputSchema), defaultValues: empty });
  const { errors } = form.formState;
  const submit = useSingleSubmit(
    form.handleSubmit(() =>
      untilSettled(
        add.mutateAsync(form.getValues(), {
          onSuccess: () => {
            toast.success('Finding added');
            form.reset(empty);
          },
          onError: (error) => {
            if (!setServerFieldErrors(form.setError, error, ['title', 'condition', 'notes'])) toast.error(errorMessage(error));
          },
        }),
      ),
    ),
  );
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-dashed border-border p-3" aria-label="Add Finding" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Title" required error={errors.title?.message}>
          <Input maxLength={120} placeholder="e.g. Front brake pads" {...form.register('title')} />
        </FormField>
        <FormSelect control={form.control} name="condition" label="Condition" options={conditionOptions} required />
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={2} maxLength={2000} {...form.register('notes')} />
      </FormField>
      <div>
        <Button type="submit" size="sm" variant="secondary" disabled={add.isPending}>
          Add Finding
        </Button>
      </div>
    </form>
  );
}
