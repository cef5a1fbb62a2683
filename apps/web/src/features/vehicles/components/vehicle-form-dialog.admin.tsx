import {
  adminVehicleCreateSchema,
  type AdminVehicle,
  type AdminVehicleUpdateInput,
  type VehicleOwner,
} from '@drivecare/contract/admin-garage';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useCreateVehicle, useUpdateVehicle } from '../api/garage-mutations.admin';

import { OwnerPicker } from './owner-picker.admin';

const toFormValues = (v: AdminVehicle | null) => ({
  userId: v?.owner.userId ?? '',
  make: v?.make ?? '',
  model: v?.model ?? '',
  year: String(v?.year ?? new Date().getFullYear()),
  color: v?.color ?? '',
  licensePlate: v?.licensePlate ?? '',
});

type FieldName = keyof ReturnType<typeof toFormValues>;
const fieldNames = Object.keys(toFormValues(null)) as FieldName[];

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicle: AdminVehicle | null;
}

/** Add a vehicle to a member's garage (owner by search) or edit one (owner fixed). */
export function VehicleFormDialog({ open, onOpenChange, vehicle }: DialogProps) {
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const pending = create.isPending || update.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{vehicle ? 'Edit Vehicle' : 'Add Vehicle'}</DialogTitle>
          <DialogDescription>
            {vehicle ? 'The owner of a vehicle cannot be changed.' : 'A member can have at most 5 vehicles.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog's content, so every opening starts from the vehicle's values. */}
        <VehicleForm vehicle={vehicle} onDone={() => onOpenChange(false)} create={create} update={update} />
      </DialogContent>
    </Dialog>
  );
}

function VehicleForm({
  vehicle,
  onDone,
  create,
  update,
}: {
  vehicle: AdminVehicle | null;
  onDone: () => void;
  create: ReturnType<typeof useCreateVehicle>;
  update: ReturnType<typeof useUpdateVehicle>;
}) {
  const pending = create.isPending || update.isPending;
  const [owner, setOwner] = useState<VehicleOwner | null>(vehicle?.owner ?? null);
  const form = useForm({
    resolver: zodResolver(adminVehicleCreateSchema),
    defaultValues: toFormValues(vehicle),
  });
  const { errors } = form.formState;

  const chooseOwner = (next: VehicleOwner | null) => {
    setOwner(next);
    form.setValue('userId', next?.userId ?? '', {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const onError = (error: unknown) => {
    if (isApiError(error) && error.fields) {
      for (const [name, message] of Object.entries(error.fields)) {
        if ((fieldNames as string[]).includes(name)) form.setError(name as FieldName, { message });
      }
    }
    toast.error(`Failed to save vehicle: ${errorMessage(error)}`);
  };

  // The server parses the raw values with the same schema; the form's parse only gates submission.
  const onSubmit = () => {
    const { userId, ...fields } = form.getValues();
    const done = (saved: AdminVehicle) => {
      toast.success(`${saved.year} ${saved.make} ${saved.model} ${vehicle ? 'updated' : 'added'}`);
      onDone();
    };
    const input: AdminVehicleUpdateInput = fields;
    if (vehicle) return untilSettled(update.mutateAsync({ id: vehicle.id, input }, { onSuccess: done, onError }));
    else return untilSettled(create.mutateAsync({ userId, ...input }, { onSuccess: done, onError }));
  };

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      {vehicle ? (
        <FormField label="Owner">
          <Input readOnly value={`${vehicle.owner.name} (${vehicle.owner.email})`} />
        </FormField>
      ) : (
        <OwnerPicker value={owner} onChange={chooseOwner} error={errors.userId?.message} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Make" required error={errors.make?.message}>
          <Input required placeholder="Toyota" {...form.register('make')} />
        </FormField>
        <FormField label="Model" required error={errors.model?.message}>
          <Input required placeholder="Camry" {...form.register('model')} />
        </FormField>
        <FormField label="Year" required error={errors.year?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1900}
            max={new Date().getFullYear() + 1}
            required
            {...form.register('year')}
          />
        </FormField>
        <FormField label="Color" description="Optional." error={errors.color?.message}>
          <Input {...form.register('color')} />
        </FormField>
      </div>
      <FormField label="License Plate" description="Optional." error={errors.licensePlate?.message}>
        <Input autoCapitalize="characters" {...form.register('licensePlate')} />
      </FormField>
      <DialogFooter className="pt-2">
        <Button variant="outline" disabled={pending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : vehicle ? 'Save Changes' : 'Add Vehicle'}
        </Button>
      </DialogFooter>
    </form>
  );
}
