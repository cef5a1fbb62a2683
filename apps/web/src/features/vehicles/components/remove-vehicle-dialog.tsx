import { vehicleMessages, type Vehicle } from '@drivecare/contract/vehicles';
import { toast } from 'sonner';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
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
    <AlertDialog
      open={vehicle !== null}
      onOpenChange={(open) => {
        if (!open && !removeVehicle.isPending) onClose();
      }}
    >
      <AlertDialogContent className="max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>Remove vehicle?</AlertDialogTitle>
          <AlertDialogDescription>
            {name} will be removed from your garage. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={removeVehicle.isPending}>Keep Vehicle</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={removeVehicle.isPending}
            onClick={(event) => {
              // Closing waits for the server's answer.
              event.preventDefault();
              remove();
            }}
          >
            {removeVehicle.isPending ? <Spinner /> : null}
            {removeVehicle.isPending ? 'Removing...' : 'Remove'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
