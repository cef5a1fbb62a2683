import type { AdminUser } from '@drivecare/contract/users';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { statusSuccessMessages } from '@drivecare/contract/users';

import { useChangeUserStatus } from '../api/user-mutations.admin';

import { statusFailureMessage } from './status-failure.admin';
import { fullName } from './user-status.admin';

export type ConfirmableAction = 'deactivate' | 'activate' | 'unban';

const COPY: Record<ConfirmableAction, { title: string; body: (name: string) => string; confirm: string; pending: string }> = {
  deactivate: {
    title: 'Deactivate this account?',
    body: (name) => `${name} will be signed out at once and cannot sign in until the account is activated again.`,
    confirm: 'Deactivate',
    pending: 'Deactivating...',
  },
  activate: {
    title: 'Activate this account?',
    body: (name) => `${name} will be able to sign in again. Any ban on the account is lifted too.`,
    confirm: 'Activate',
    pending: 'Activating...',
  },
  unban: {
    title: 'Unban this account?',
    body: (name) => `${name}'s ban is lifted and they can sign in again.`,
    confirm: 'Unban',
    pending: 'Unbanning...',
  },
};

/** The confirmation before deactivate, activate or unban. */
export function StatusConfirmDialog({
  target,
  onClose,
}: {
  target: { user: AdminUser; action: ConfirmableAction } | null;
  onClose: () => void;
}) {
  const change = useChangeUserStatus();
  const copy = target ? COPY[target.action] : null;

  const confirm = () => {
    if (!target) return;
    change.mutate(
      { id: target.user.id, action: { action: target.action } },
      {
        onSuccess: () => {
          toast.success(statusSuccessMessages[target.action]);
          onClose();
        },
        onError: (error) => toast.error(statusFailureMessage(error)),
      },
    );
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      title={copy?.title}
      description={target && copy ? copy.body(fullName(target.user)) : ''}
      confirmLabel={copy?.confirm}
      pendingLabel={copy?.pending}
      variant={target?.action === 'deactivate' ? 'destructive' : 'default'}
      pending={change.isPending}
      onConfirm={confirm}
    />
  );
}
