import {
  adminVehicleCreateSchema,
  type AdminVehicle,
  type AdminVehicleUpdateInput,
  type VehicleOwner,
} from '@drivecare/contract/admin-garage';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useCreateVehicle, useUpdateVehicle } from '../api/garage-mutations.admin';

import { OwnerPicker } from './owner-picker.admin';
import { MakeModelFields, VehicleForm, VehicleFormDialog, YearField } from './vehicle-form-dialog';

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
export function AdminVehicleDialog({ open, onOpenChange, vehicle }: DialogProps) {
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  return (
    <VehicleFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={vehicle ? 'Edit Vehicle' : 'Add Vehicle'}
      description={vehicle ? 'The owner of a vehicle cannot be changed.' : 'A member can have at most 5 vehicles.'}
      pending={create.isPending || update.isPending}
      className="sm:max-w-lg"
    >
      <AdminVehicleForm vehicle={vehicle} onDone={() => onOpenChange(false)} create={create} update={update} />
    </VehicleFormDialog>
  );
}

function AdminVehicleForm({
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
    <VehicleForm onSubmit={submit} pending={pending} editing={vehicle !== null}>
      {vehicle ? (
        <FormField label="Owner">
          <Input readOnly value={`${vehicle.owner.name} (${vehicle.owner.email})`} />
        </FormField>
      ) : (
        <OwnerPicker value={owner} onChange={chooseOwner} error={errors.userId?.message} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <MakeModelFields
          make={form.register('make')}
          model={form.register('model')}
          errors={{ make: errors.make?.message, model: errors.model?.message }}
        />
        <YearField year={form.register('year')} error={errors.year?.message} />
        <FormField label="Color" description="Optional." error={errors.color?.message}>
          <Input {...form.register('color')} />
        </FormField>
      </div>
      <FormField label="License Plate" description="Optional." error={errors.licensePlate?.message}>
        <Input autoCapitalize="characters" {...form.register('licensePlate')} />
      </FormField>
    </VehicleForm>
  );
}
