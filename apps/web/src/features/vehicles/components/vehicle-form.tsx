import {
  nextYear,
  vehicleInputSchema,
  vehicleMessages,
  type Vehicle,
  type VehicleInput,
  type VehicleValues,
} from '@drivecare/contract/vehicles';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronRightIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useAddVehicle, useUpdateVehicle } from '../api/vehicle-mutations';
import { MakeModelFields, VehicleForm, VehicleFormDialog, YearField } from './vehicle-form-dialog';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : Number(value));
const emptyToNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

function startValues(vehicle: Vehicle | null): VehicleInput {
  return {
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    year: vehicle?.year ?? nextYear(),
    color: vehicle?.color ?? '',
    licensePlate: vehicle?.licensePlate ?? '',
    odometerMiles: vehicle?.odometerMiles ?? null,
    vin: vehicle?.vin ?? '',
  };
}

function saveFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return vehicleMessages.mustSignIn;
  return vehicleMessages.saveFailed(error instanceof Error ? error.message : 'Unknown error');
}

type Mutations = { addVehicle: ReturnType<typeof useAddVehicle>; updateVehicle: ReturnType<typeof useUpdateVehicle> };

/** The member's fields; mounted afresh on every open, so it always starts from the vehicle (or defaults). */
function MemberVehicleForm({ vehicle, onDone, addVehicle, updateVehicle }: { vehicle: Vehicle | null; onDone: () => void } & Mutations) {
  const saving = addVehicle.isPending || updateVehicle.isPending;
  const form = useForm<VehicleInput, unknown, VehicleValues>({
    resolver: zodResolver(vehicleInputSchema),
    defaultValues: startValues(vehicle),
  });
  const { errors } = form.formState;

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.fields) {
      for (const [name, message] of Object.entries(error.fields)) {
        if (name in startValues(null)) form.setError(name as keyof VehicleInput, { message });
      }
    }
    toast.error(saveFailureText(error));
  };

  const onSubmit = (values: VehicleValues) => {
    if (vehicle) {
      return untilSettled(updateVehicle.mutateAsync(
        { id: vehicle.id, input: values },
        {
          onSuccess: () => {
            toast.success(vehicleMessages.updated);
            onDone();
          },
          onError,
        },
      ));
    } else {
      return untilSettled(addVehicle.mutateAsync(values, {
        onSuccess: () => {
          toast.success(vehicleMessages.added);
          onDone();
        },
        onError,
      }));
    }
  };

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <VehicleForm onSubmit={submit} pending={saving} editing={vehicle !== null}>
      <div className="grid gap-4 sm:grid-cols-2">
        <MakeModelFields
          make={form.register('make')}
          model={form.register('model')}
          errors={{ make: errors.make?.message, model: errors.model?.message }}
        />
      </div>
      <YearField year={form.register('year', { setValueAs: emptyToUndefined })} error={errors.year?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Color" error={errors.color?.message}>
          <Input placeholder="Silver" autoComplete="off" {...form.register('color')} />
        </FormField>
        <FormField label="License Plate" error={errors.licensePlate?.message}>
          <Input placeholder="ABC-1234" autoComplete="off" className="uppercase placeholder:normal-case" {...form.register('licensePlate')} />
        </FormField>
      </div>
      <details
        className="group rounded-lg border border-border px-3 py-2"
        open={Boolean(errors.odometerMiles ?? errors.vin ?? vehicle?.vin ?? vehicle?.odometerMiles)}
      >
        <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-sm text-sm font-medium text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          Odometer and VIN (optional)
        </summary>
        <div className="grid gap-4 pt-3 pb-1 sm:grid-cols-2">
          <FormField label="Odometer (miles)" error={errors.odometerMiles?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...form.register('odometerMiles', { setValueAs: emptyToNull })}
            />
          </FormField>
          <FormField label="VIN" error={errors.vin?.message}>
            <Input maxLength={17} autoComplete="off" className="uppercase" {...form.register('vin')} />
          </FormField>
        </div>
      </details>
    </VehicleForm>
  );
}

/** 'Add New Vehicle' (vehicle null) or 'Edit Vehicle'. Closes after a successful save. */
export function MemberVehicleDialog({
  open,
  vehicle,
  onOpenChange,
}: {
  open: boolean;
  vehicle: Vehicle | null;
  onOpenChange: (open: boolean) => void;
}) {
  const addVehicle = useAddVehicle();
  const updateVehicle = useUpdateVehicle();
  return (
    <VehicleFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={vehicle ? 'Edit Vehicle' : 'Add New Vehicle'}
      description={vehicle ? 'Update the details of your vehicle.' : 'Enter the details of your vehicle.'}
      pending={addVehicle.isPending || updateVehicle.isPending}
      className="max-w-[425px]"
    >
      <MemberVehicleForm
        vehicle={vehicle}
        onDone={() => onOpenChange(false)}
        addVehicle={addVehicle}
        updateVehicle={updateVehicle}
      />
    </VehicleFormDialog>
  );
}
