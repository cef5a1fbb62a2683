import { changePasswordFormSchema, changePasswordMessages, type ChangePasswordForm } from '@drivecare/contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useChangePassword } from '../api/profile-mutations.admin';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Version A, Security tab: change password; the account's other sessions end. */
export function SecurityTab() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = (values: ChangePasswordForm) =>
    untilSettled(change.mutateAsync(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(changePasswordMessages.changed);
          form.reset(EMPTY);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === 'INVALID_PASSWORD' || error.status === 400 || error.status === 401)) {
            form.setError('currentPassword', { message: changePasswordMessages.currentIncorrect });
            toast.error(changePasswordMessages.currentIncorrect);
          } else {
            toast.error(changePasswordMessages.failed);
          }
        },
      },
    ));

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>After the change, you stay signed in here and every other session is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid max-w-md gap-4" onSubmit={submit}>
          <FormField label="Current Password" required error={errors.currentPassword?.message}>
            <Input type="password" required autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField label="New Password" required error={errors.newPassword?.message} description="At least 6 characters.">
            <Input type="password" required autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm New Password" required error={errors.confirmPassword?.message}>
            <Input type="password" required autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
