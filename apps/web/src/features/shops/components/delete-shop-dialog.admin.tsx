import type { Shop } from '@drivecare/contract/shops';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      open={shop !== null}
      onClose={onClose}
      title={`Delete ${shop?.name ?? ''}?`}
      description="The shop and its schedule are removed. This cannot be undone. A shop with appointments cannot be deleted; deactivate it instead."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
