import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

import { useAddAdmin } from '../api/admin-mutations.admin';
import { AddAdminForm } from './add-admin-form.admin';

/** Version A, Add Admin tab: the same form as the management screen's dialog, emptied for the next one. */
export function AddAdminTab() {
  const add = useAddAdmin();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a new administrator</CardTitle>
        <CardDescription>The account is ready at once: share the password with them securely.</CardDescription>
      </CardHeader>
      <CardContent>
        <AddAdminForm
          add={add}
          className="max-w-xl"
          onCreated={(_created, values, reset) => {
            toast.success(`New admin ${values.email} created successfully`);
            reset();
          }}
          actions={
            <div>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? 'Creating...' : 'Create Admin'}
              </Button>
            </div>
          }
        />
      </CardContent>
    </Card>
  );
}
