import type { Service } from '@drivecare/contract/services';
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
    <AlertDialog open={service !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {service?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            The service is removed from the catalogue. This cannot be undone. A service that appointments
            already use cannot be deleted; deactivate it instead.
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
