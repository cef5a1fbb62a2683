import type { AdminUser } from '@drivecare/contract/users';
import { TriangleAlertIcon } from 'lucide-react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';

import { useDeleteUser } from '../api/user-mutations.admin';

import { statusFailureMessage } from './status-failure.admin';
import { fullName } from './user-status.admin';

/** 'Are you absolutely sure?', with the extra warning when the account is an administrator's. */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const remove = useDeleteUser();
  const isAdmin = user?.role === 'admin';

  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: (result) => {
        toast.success(`${result.role === 'admin' ? 'Admin' : 'User'} deleted successfully`);
        onClose();
      },
      onError: (error) => toast.error(statusFailureMessage(error, 'Failed to delete user')),
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      title="Are you absolutely sure?"
      description={`This deletes the account of ${user ? fullName(user) : ''}. They are signed out and can no longer sign in; their appointment history is kept for the club's records.`}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      {isAdmin ? (
        <div role="note" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            Warning: this user is an administrator and loses all access to the back office. Make sure other admins remain to
            manage the system.
          </p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
