import { vehicleMessages, type Vehicle } from '@drivecare/contract/vehicles';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

import { useRemoveVehicle } from '../api/vehicle-mutations';

/** Asks before a vehicle is removed; stays open (buttons disabled) until the server has answered. */
export function RemoveVehicleDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  const removeVehicle = useRemoveVehicle();
  const name = vehicle ? `${vehicle.year} ${vehicle.make} ${vehicle.model}` : '';

  const remove = () => {
    if (!vehicle) return;
    removeVehicle.mutate(vehicle.id, {
      onSuccess: () => {
        toast.success(vehicleMessages.removed);
        onClose();
      },
      onError: (error) => toast.error(vehicleMessages.deleteFailed(errorMessage(error))),
    });
  };

  return (
    <ConfirmDialog
      open={vehicle !== null}
      onClose={onClose}
      className="max-w-md"
      title="Remove vehicle?"
      description={`${name} will be removed from your garage. This action cannot be undone.`}
      cancelLabel="Keep Vehicle"
      confirmLabel="Remove"
      pendingLabel="Removing..."
      spinner
      pending={removeVehicle.isPending}
      onConfirm={remove}
    />
  );
}
