import { toast } from 'sonner';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

import { useDeleteVehicle } from '../api/garage-mutations.admin';

import type { TitledVehicle } from './vehicle-actions.admin';

export function DeleteVehicleDialog({
  vehicle,
  onClose,
}: {
  vehicle: TitledVehicle | null;
  onClose: () => void;
}) {
  const remove = useDeleteVehicle();
  const confirm = () => {
    if (!vehicle) return;
    remove.mutate(vehicle.id, {
      onSuccess: () => {
        toast.success(`${vehicle.title} deleted`);
        onClose();
      },
      onError: (error) => {
        toast.error(`Failed to delete vehicle: ${errorMessage(error)}`);
        onClose();
      },
    });
  };

  return (
    <AlertDialog open={vehicle !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {vehicle ? vehicle.title : 'vehicle'}?</AlertDialogTitle>
          <AlertDialogDescription>
            It is removed from {vehicle?.owner.name}’s garage. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
