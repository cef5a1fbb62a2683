import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

import { useDeleteVehicle } from '../api/garage-mutations.admin';

import type { TitledVehicle } from './vehicle-actions.admin';

export function DeleteVehicleDialog({ vehicle, onClose }: { vehicle: TitledVehicle | null; onClose: () => void }) {
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
    <ConfirmDialog
      open={vehicle !== null}
      onClose={onClose}
      title={`Delete ${vehicle ? vehicle.title : 'vehicle'}?`}
      description={`It is removed from ${vehicle?.owner.name ?? ''}’s garage. This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
