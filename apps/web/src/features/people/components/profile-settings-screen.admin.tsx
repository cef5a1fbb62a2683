import { profileMessages, updateProfileSchema, type Profile, type UpdateProfileInput } from '@drivecare/contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { adminProfileQueries } from '../api/admin-profile-queries.admin';
import { useUpdateOwnProfile } from '../api/profile-mutations.admin';

import { AvatarCard } from './avatar-card.admin';
import { ProfileLoadError, ProfileSkeleton } from './profile-loading.admin';

type Values = Required<{ [K in keyof UpdateProfileInput]: string }>;
const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'address', 'city', 'state', 'zipCode'] as const;

const valuesOf = (p: Profile): Values => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  phoneNumber: p.phoneNumber ?? '',
  address: p.address ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  zipCode: p.zipCode ?? '',
});

function SettingsForm({ profile }: { profile: Profile }) {
  const update = useUpdateOwnProfile();
  const form = useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: valuesOf(profile) });
  const { errors } = form.formState;

  useEffect(() => form.reset(valuesOf(profile)), [profile, form]);

  const onSubmit = () =>
    untilSettled(update.mutateAsync(form.getValues(), {
      onSuccess: () => toast.success(profileMessages.updated),
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          for (const name of FIELDS) {
            const message = error.fields[name];
            if (message) form.setError(name, { message });
          }
        }
        toast.error(profileMessages.updateFailed);
      },
    }));

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact details</CardTitle>
        <CardDescription>Your e-mail is your sign-in name; change it under Admin Profile.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label="Last Name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label="Email" description="Read only.">
            <Input type="email" value={profile.email} readOnly className="bg-muted/60" />
          </FormField>
          <FormField label="Phone" error={errors.phoneNumber?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
          </FormField>
          <FormField label="Street Address" error={errors.address?.message}>
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem]">
            <FormField label="City" error={errors.city?.message}>
              <Input autoComplete="address-level2" {...form.register('city')} />
            </FormField>
            <FormField label="State" error={errors.state?.message}>
              <Input autoComplete="address-level1" maxLength={2} className="uppercase" {...form.register('state')} />
            </FormField>
            <FormField label="ZIP Code" error={errors.zipCode?.message}>
              <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} {...form.register('zipCode')} />
            </FormField>
          </div>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Admin profile, version B: one page of contact details and the avatar. */
export function ProfileSettingsScreen() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(adminProfileQueries.own());
  return (
    <div className="space-y-6">
      <PageHeader title="Profile Settings" description="Keep your contact details up to date." />
      {isPending ? (
        <ProfileSkeleton />
      ) : isError ? (
        <ProfileLoadError retrying={isRefetching} onRetry={() => void refetch()} />
      ) : (
        <div className="space-y-4">
          <AvatarCard profile={data} />
          <SettingsForm profile={data} />
        </div>
      )}
    </div>
  );
}
