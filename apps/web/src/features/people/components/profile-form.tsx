import {
  profileMessages,
  updateProfileSchema,
  type Profile,
  type UpdateProfile,
  type UpdateProfileInput,
} from '@drivecare/contract/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPinIcon, ShieldCheckIcon, UserIcon, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useUpdateProfile } from '../api/profile-mutations';
import { formatMemberSince } from './member-since';

type FieldName = keyof UpdateProfileInput;

const toFormValues = (profile: Profile): UpdateProfileInput => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phoneNumber: profile.phoneNumber ?? '',
  address: profile.address ?? '',
  city: profile.city ?? '',
  state: profile.state ?? '',
  zipCode: profile.zipCode ?? '',
});

function Section({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** The three sections of the profile screen and 'Save Changes'. Field errors appear under each field. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: toFormValues(profile),
  });
  const { errors } = form.formState;
  const { reset } = form;

  // A refetched profile (after an avatar upload, say) updates the form without losing unsaved edits.
  useEffect(() => reset(toFormValues(profile), { keepDirtyValues: true }), [profile, reset]);

  const field = (name: FieldName): UseFormRegisterReturn => form.register(name);

  const onSubmit = (values: UpdateProfile) =>
    untilSettled(updateProfile.mutateAsync(values, {
      onSuccess: (saved) => {
        // The server's normalised answer (trimmed, state upper-cased) becomes the form's new baseline.
        reset(toFormValues(saved));
        toast.success(profileMessages.updated);
      },
      onError: (error) => {
        setServerFieldErrors(form.setError, error, Object.keys(values));
        toast.error(profileMessages.updateFailed, {
          description: error instanceof ApiError && !error.fields ? error.message : undefined,
        });
      },
    }));

  const saving = updateProfile.isPending;

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <form noValidate className="space-y-6" onSubmit={submit}>
      <Section icon={UserIcon} title="Personal Information" description="Your name and how we can reach you.">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </FormField>
        <FormField label="Phone Number" error={errors.phoneNumber?.message} className="sm:col-span-2">
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" {...field('phoneNumber')} />
        </FormField>
      </Section>

      <Section icon={MapPinIcon} title="Address Information" description="Where you and your vehicles are based.">
        <FormField label="Street Address" error={errors.address?.message} className="sm:col-span-2">
          <Input autoComplete="street-address" {...field('address')} />
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...field('city')} />
        </FormField>
        <div className="grid grid-cols-2 gap-5">
          <FormField label="State" error={errors.state?.message}>
            <Input autoComplete="address-level1" maxLength={2} placeholder="IL" className="uppercase" {...field('state')} />
          </FormField>
          <FormField label="ZIP Code" error={errors.zipCode?.message}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} {...field('zipCode')} />
          </FormField>
        </div>
      </Section>

      <Section icon={ShieldCheckIcon} title="Account Information" description="Your sign-in e-mail and how long you have been with us.">
        <FormField label="Email">
          <Input type="email" readOnly value={profile.email} />
        </FormField>
        <FormField label="Member Since">
          <Input readOnly value={formatMemberSince(profile.memberSince)} />
        </FormField>
      </Section>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? <Spinner /> : null}
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
