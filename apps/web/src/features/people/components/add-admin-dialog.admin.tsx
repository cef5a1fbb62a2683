import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import { useAddAdmin } from '../api/admin-mutations.admin';
import { AddAdminForm } from './add-admin-form.admin';

/** 'Add Admin' on the management screen; closes once the account exists. */
export function AddAdminDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddAdmin();
  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Admin</DialogTitle>
          <DialogDescription>The new administrator can sign in at once with this e-mail and password.</DialogDescription>
        </DialogHeader>
        <AddAdminForm
          add={add}
          resetWhen={open}
          onCreated={(created) => {
            toast.success(`${created.firstName ?? 'New'} ${created.lastName ?? 'admin'} is now an administrator`);
            onOpenChange(false);
          }}
          actions={
            <DialogFooter>
              <Button variant="outline" disabled={add.isPending} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? 'Creating...' : 'Add Admin'}
              </Button>
            </DialogFooter>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
