import { adminProfileFormSchema, profileMessages, type AdminProfileForm, type Profile } from '@drivecare/contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSingleSubmit } from '@/lib/use-single-submit';

import { useChangeEmail, useUpdateOwnProfile } from '../api/profile-mutations.admin';

import { AvatarCard } from './avatar-card.admin';

/** Version A, Profile tab: names and e-mail (a new e-mail takes effect once confirmed), and the avatar. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const update = useUpdateOwnProfile();
  const changeEmail = useChangeEmail();
  const pending = update.isPending || changeEmail.isPending;
  const form = useForm<AdminProfileForm>({
    resolver: zodResolver(adminProfileFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    form.reset({ firstName: profile.firstName ?? '', lastName: profile.lastName ?? '', email: profile.email });
  }, [profile, form]);

  const onSubmit = async (values: AdminProfileForm) => {
    const namesChanged = values.firstName !== (profile.firstName ?? '') || values.lastName !== (profile.lastName ?? '');
    const emailChanged = values.email.toLowerCase() !== profile.email.toLowerCase();
    if (!namesChanged && !emailChanged) {
      toast.info('No changes to save');
      return;
    }
    try {
      if (namesChanged) {
        // PUT replaces every editable field: send the others as they are.
        await update.mutateAsync({
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNumber: profile.phoneNumber,
          address: profile.address,
          city: profile.city,
          state: profile.state,
          zipCode: profile.zipCode,
        });
        toast.success(profileMessages.updated);
      }
    } catch {
      toast.error(profileMessages.updateFailed);
      return;
    }
    if (emailChanged) {
      try {
        await changeEmail.mutateAsync(values.email);
        toast.success(`We sent a confirmation link to ${profile.email}. Your e-mail changes once it is confirmed.`);
        form.setValue('email', profile.email);
      } catch (error) {
        toast.error(errorMessage(error, profileMessages.updateFailed));
      }
    }
  };

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <div className="space-y-4">
      <AvatarCard profile={profile} />
      <Card>
        <CardHeader>
          <CardTitle>Personal information</CardTitle>
          <CardDescription>Your name appears in the header and on the actions you record.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate className="grid gap-4" onSubmit={submit}>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="First Name" required error={errors.firstName?.message}>
                <Input required autoComplete="given-name" {...form.register('firstName')} />
              </FormField>
              <FormField label="Last Name" required error={errors.lastName?.message}>
                <Input required autoComplete="family-name" {...form.register('lastName')} />
              </FormField>
            </div>
            <FormField
              label="Email"
              required
              error={errors.email?.message}
              description="Changing it sends a confirmation link to your current address first."
            >
              <Input type="email" required autoComplete="email" {...form.register('email')} />
            </FormField>
            <div>
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
