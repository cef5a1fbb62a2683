import type { Shop } from '@drivecare/contract/shops';
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

import { useDeleteShop } from '../api/shop-mutations.admin';

export function DeleteShopDialog({ shop, onClose }: { shop: Shop | null; onClose: () => void }) {
  const remove = useDeleteShop();
  const confirm = () => {
    if (!shop) return;
    remove.mutate(shop.id, {
      onSuccess: () => {
        toast.success(`${shop.name} deleted`);
        onClose();
      },
      onError: (error) => {
        // A shop with appointments is refused with the spec's own explanation (409).
        toast.error(isApiError(error) && error.status === 409 ? error.message : 'Failed to delete shop');
        onClose();
      },
    });
  };

  return (
    <AlertDialog open={shop !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {shop?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            The shop and its schedule are removed. This cannot be undone. A shop with appointments cannot be
            deleted; deactivate it instead.
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
