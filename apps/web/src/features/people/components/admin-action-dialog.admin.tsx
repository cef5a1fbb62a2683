import type { AdminSummary } from '@drivecare/contract/users';
import { TriangleAlertIcon } from 'lucide-react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { isApiError } from '@/lib/api-client';

import { useDeleteAdmin, useRemoveAdminRole } from '../api/admin-mutations.admin';

import { adminName } from './admin-name.admin';

export type AdminAction = 'delete' | 'demote';

/** Confirms deleting an administrator or taking their admin role away. */
export function AdminActionDialog({
  target,
  onClose,
}: {
  target: { admin: AdminSummary; action: AdminAction } | null;
  onClose: () => void;
}) {
  const remove = useDeleteAdmin();
  const demote = useRemoveAdminRole();
  const pending = remove.isPending || demote.isPending;
  const name = target ? adminName(target.admin) : '';
  const isDelete = target?.action === 'delete';

  const onError = (fallback: string) => (error: unknown) =>
    toast.error(isApiError(error) && error.status === 409 ? error.message : fallback);

  const confirm = () => {
    if (!target) return;
    if (target.action === 'delete') {
      remove.mutate(target.admin.id, {
        onSuccess: () => {
          toast.success('Admin deleted successfully');
          onClose();
        },
        onError: onError('Failed to delete user'),
      });
    } else {
      demote.mutate(target.admin.id, {
        onSuccess: () => {
          toast.success(`${name} is no longer an administrator`);
          onClose();
        },
        onError: onError('Failed to update user role'),
      });
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      title={isDelete ? 'Are you absolutely sure?' : 'Remove admin role?'}
      description={
        isDelete
          ? `This deletes the administrator account of ${name}. They are signed out and can no longer sign in.`
          : `${name} becomes a regular member and loses access to the back office at once.`
      }
      confirmLabel={isDelete ? 'Delete Admin' : 'Remove Role'}
      pendingLabel={isDelete ? 'Deleting...' : 'Removing...'}
      pending={pending}
      onConfirm={confirm}
    >
      <div role="note" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>Make sure other admins remain to manage the system.</p>
      </div>
    </ConfirmDialog>
  );
}
