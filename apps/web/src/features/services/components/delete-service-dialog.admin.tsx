import type { Service } from '@drivecare/contract/services';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';

import { useDeleteService } from '../api/service-mutations.admin';

export function DeleteServiceDialog({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const remove = useDeleteService();
  const confirm = () => {
    if (!service) return;
    remove.mutate(service.id, {
      onSuccess: () => {
        toast.success(`${service.name} deleted`);
        onClose();
      },
      onError: (error) => {
        // A service in appointment history is refused with its own explanation (409).
        toast.error(isApiError(error) && error.status === 409 ? error.message : 'Failed to delete service');
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={service !== null}
      onClose={onClose}
      title={`Delete ${service?.name ?? ''}?`}
      description="The service is removed from the catalogue. This cannot be undone. A service that appointments already use cannot be deleted; deactivate it instead."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
