import type { AdminUser } from '@drivecare/contract/users';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';

import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toIsoDay } from '@/lib/format';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useChangeUserStatus } from '../api/user-mutations.admin';

import { statusFailureMessage } from './status-failure.admin';
import { fullName } from './user-status.admin';

const REASON_REQUIRED = 'Please give a reason';

/** Ban with a reason (kept in the audit log) and an optional last day; the user is signed out at once. */
export function BanUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const change = useChangeUserStatus();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ban User</DialogTitle>
          <DialogDescription>
            {user ? fullName(user) : ''} will be signed out at once and cannot sign in until the ban ends or is lifted.
          </DialogDescription>
        </DialogHeader>
        {/* Keyed by the user so every ban starts from an empty form. */}
        {user ? <BanForm key={user.id} user={user} change={change} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const tomorrow = () => toIsoDay(new Date(Date.now() + 24 * 60 * 60 * 1000));

function BanForm({
  user,
  change,
  onClose,
}: {
  user: AdminUser;
  change: ReturnType<typeof useChangeUserStatus>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [minDay] = useState(tomorrow);

  const onSubmit = useSingleSubmit(async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    await untilSettled(change.mutateAsync(
      { id: user.id, action: { action: 'ban', reason: reason.trim(), until } },
      {
        onSuccess: () => {
          toast.success('User banned successfully');
          onClose();
        },
        onError: (error) => toast.error(statusFailureMessage(error)),
      },
    ));
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit}>
      <FormField label="Reason" required error={reasonError} description="Recorded in the account's history.">
        <Textarea
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (reasonError) setReasonError(undefined);
          }}
        />
      </FormField>
      <FormField label="Banned until" description="Optional. Leave empty for a ban without an end date.">
        <Input type="date" min={minDay} value={until} onChange={(event) => setUntil(event.target.value)} />
      </FormField>
      <FormDialogFooter
        pending={change.isPending}
        onCancel={onClose}
        submitLabel="Ban User"
        pendingLabel="Banning..."
        variant="destructive"
      />
    </form>
  );
}
