import { closureInputSchema, closureMessages, type ClosureValues } from '@drivecare/contract/shop-closures';
import type { Shop } from '@drivecare/contract/shops';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormSelect } from '@/components/form-select';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useSingleSubmit } from '@/lib/use-single-submit';

export interface ClosureFormValues {
  scope: 'shop' | 'all';
  reason: string;
  startDate: string;
  endDate: string;
  partOfDay: boolean;
  startTime: string;
  endTime: string;
}

const fieldNames = ['reason', 'startDate', 'endDate', 'startTime', 'endTime', 'shopId'] as const;

export const emptyClosureForm = (): ClosureFormValues => ({
  scope: 'shop',
  reason: '',
  startDate: '',
  endDate: '',
  partOfDay: false,
  startTime: '',
  endTime: '',
});

/** What the form says, as the API reads it: 'All shops' is no shop; without 'Part of the day', no times. */
export const toClosureInput = (shop: Shop, v: ClosureFormValues) => ({
  shopId: v.scope === 'all' ? null : shop.id,
  reason: v.reason,
  startDate: v.startDate,
  endDate: v.endDate || v.startDate,
  startTime: v.partOfDay ? v.startTime || undefined : null,
  endTime: v.partOfDay ? v.endTime || undefined : null,
});

/**
 * 'Add Closure': for this shop or 'All shops' (a club-wide holiday), a reason, the first and last day, and
 * optionally the hours of a part-day closure. `onSubmit` gets the parsed closure; a rejection with field errors
 * puts them beside their fields.
 */
export function ClosureForm({
  shop,
  defaultValues,
  pending,
  onSubmit,
  onCancel,
}: {
  shop: Shop;
  defaultValues: ClosureFormValues;
  pending: boolean;
  onSubmit: (closure: ClosureValues, values: ClosureFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<ClosureFormValues>({ defaultValues });
  const { errors } = form.formState;
  const partOfDay = useWatch({ control: form.control, name: 'partOfDay' });

  const submit = useSingleSubmit(
    form.handleSubmit(async (values) => {
      const parsed = closureInputSchema.safeParse(toClosureInput(shop, values));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'reason');
          form.setError((field === 'shopId' ? 'scope' : field) as Path<ClosureFormValues>, { message: issue.message });
        }
        return;
      }
      try {
        await onSubmit(parsed.data, values);
      } catch (error) {
        if (!setServerFieldErrors(form.setError, error, fieldNames)) toast.error(errorMessage(error, 'Failed to add the closure'));
      }
    }),
  );

  return (
    <form noValidate className="grid min-w-0 gap-4 rounded-lg border border-border p-4" onSubmit={submit} aria-label="Add Closure">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="scope"
          label="Applies to"
          options={[
            { value: 'shop', label: shop.name },
            { value: 'all', label: closureMessages.allShops },
          ]}
        />
        <FormField label="Reason" required error={errors.reason?.message}>
          <Input placeholder="Thanksgiving" maxLength={100} required {...form.register('reason')} />
        </FormField>
        <FormField label="First day" required error={errors.startDate?.message}>
          <Input type="date" required {...form.register('startDate')} />
        </FormField>
        <FormField label="Last day" error={errors.endDate?.message} description="Leave empty for a single day.">
          <Input type="date" {...form.register('endDate')} />
        </FormField>
      </div>
      <FormField label="Part of the day only" inline>
        <Checkbox checked={partOfDay} onCheckedChange={(checked) => form.setValue('partOfDay', checked === true)} />
      </FormField>
      {partOfDay ? (
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Closed from" required error={errors.startTime?.message}>
            <Input type="time" required {...form.register('startTime')} />
          </FormField>
          <FormField label="Closed until" required error={errors.endTime?.message}>
            <Input type="time" required {...form.register('endTime')} />
          </FormField>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Checking...' : 'Add Closure'}
        </Button>
      </div>
    </form>
  );
}
