import { shopInputSchema, type Shop, type ShopInput } from '@drivecare/contract/shops';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useSaveShop } from '../api/shop-mutations.admin';

const DEFAULT_SLOT_CAPACITY = 2;

const toFormValues = (shop: Shop | null) => ({
  name: shop?.name ?? '',
  address: shop?.address ?? '',
  city: shop?.city ?? '',
  state: shop?.state ?? '',
  zipCode: shop?.zipCode ?? '',
  phoneNumber: shop?.phoneNumber ?? '',
  slotCapacity: String(shop?.slotCapacity ?? DEFAULT_SLOT_CAPACITY),
});

type FieldName = keyof ReturnType<typeof toFormValues>;
const fieldNames = Object.keys(toFormValues(null)) as FieldName[];

/** 'Add Shop' or 'Edit Shop'. New shops start active with the default weekday schedule. */
export function ShopFormDialog({
  open,
  onOpenChange,
  shop,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shop: Shop | null;
}) {
  const save = useSaveShop();
  const form = useForm({
    resolver: zodResolver(shopInputSchema),
    defaultValues: toFormValues(null),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(toFormValues(shop));
  }, [open, shop, form]);

  // The server parses the raw values with the same schema; the form's parse only gates submission.
  const onSubmit = () => {
    const input: ShopInput = form.getValues();
    return untilSettled(save.mutateAsync(
      { id: shop?.id, input },
      {
        onSuccess: (saved) => {
          toast.success(shop ? `${saved.name} updated` : `${saved.name} added`);
          onOpenChange(false);
        },
        onError: (error) => {
          setServerFieldErrors(form.setError, error, fieldNames);
          toast.error(shop ? 'Failed to update shop' : 'Failed to create shop');
        },
      },
    ));
  };

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={save.isPending}
      title={shop ? 'Edit Shop' : 'Add Shop'}
      description={
        shop
          ? 'Change the shop’s details. Opening hours are set in Schedule Settings.'
          : 'New shops are active and open Monday to Friday, 9:00 AM to 5:00 PM.'
      }
      onSubmit={submit}
      submitLabel={shop ? 'Save Changes' : 'Add Shop'}
      contentClassName="sm:max-w-xl"
      formClassName="grid gap-4"
      footerClassName="pt-2"
    >
      <FormField label="Shop Name" required error={errors.name?.message}>
        <Input required autoComplete="organization" {...form.register('name')} />
      </FormField>
      <FormField label="Address" required error={errors.address?.message}>
        <Input required autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        <FormField label="City" required error={errors.city?.message}>
          <Input required autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <Controller
          control={form.control}
          name="state"
          render={({ field, fieldState }) => (
            <FormField label="State" required error={fieldState.error?.message}>
              <Input
                required
                maxLength={2}
                autoComplete="address-level1"
                placeholder="IL"
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              />
            </FormField>
          )}
        />
        <FormField label="ZIP Code" required error={errors.zipCode?.message}>
          <Input required inputMode="numeric" autoComplete="postal-code" {...form.register('zipCode')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Phone Number" description="Optional." error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
        </FormField>
        <FormField
          label="Slot Capacity"
          description="Appointments per hourly slot."
          required
          error={errors.slotCapacity?.message}
        >
          <Input type="number" min={1} max={100} step={1} required {...form.register('slotCapacity')} />
        </FormField>
      </div>
    </FormDialog>
  );
}
