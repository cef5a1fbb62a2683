import {
  clubSettingsInputSchema,
  settingsMessages,
  type ClubSettingsInput,
  type ClubSettingsView,
} from '@drivecare/contract/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { SettingsIcon } from 'lucide-react';
import { useForm, type UseFormReturn } from 'react-hook-form';

import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useSaveSettings } from '../api/settings-mutations.admin';
import { adminSettingsQueries } from '../api/settings-queries.admin';

const FIELDS = [
  'premiumDiscountPercent',
  'taxRatePercent',
  'minNoticeMinutesBasic',
  'minNoticeMinutesPremium',
  'horizonDaysBasic',
  'horizonDaysPremium',
  'changeCutoffHoursBasic',
  'changeCutoffHoursPremium',
] as const;

const toValues = (s: ClubSettingsView): ClubSettingsInput => ({
  premiumDiscountPercent: s.premiumDiscountPercent,
  taxRatePercent: s.taxRatePercent,
  minNoticeMinutesBasic: s.minNoticeMinutesBasic,
  minNoticeMinutesPremium: s.minNoticeMinutesPremium,
  horizonDaysBasic: s.horizonDaysBasic,
  horizonDaysPremium: s.horizonDaysPremium,
  changeCutoffHoursBasic: s.changeCutoffHoursBasic,
  changeCutoffHoursPremium: s.changeCutoffHoursPremium,
});

type Form = UseFormReturn<ClubSettingsInput>;
type Field = (typeof FIELDS)[number];

function NumberField({ form, name, label, unit, step = '1' }: { form: Form; name: Field; label: string; unit?: string; step?: string }) {
  const error = form.formState.errors[name]?.message;
  return (
    <FormField label={label} error={error} description={unit}>
      <Input type="text" inputMode={step === '1' ? 'numeric' : 'decimal'} autoComplete="off" {...form.register(name)} />
    </FormField>
  );
}

const RULES: { label: string; unit: string; basic: Field; premium: Field }[] = [
  { label: 'Minimum notice', unit: 'Minutes before the visit a booking must be made', basic: 'minNoticeMinutesBasic', premium: 'minNoticeMinutesPremium' },
  { label: 'Booking horizon', unit: 'Days ahead a visit may be booked', basic: 'horizonDaysBasic', premium: 'horizonDaysPremium' },
  { label: 'Change cutoff', unit: 'Hours before the visit it can still be changed or cancelled', basic: 'changeCutoffHoursBasic', premium: 'changeCutoffHoursPremium' },
];

function SettingsForm({ settings }: { settings: ClubSettingsView }) {
  const save = useSaveSettings();
  const form = useForm<ClubSettingsInput>({ resolver: zodResolver(clubSettingsInputSchema), values: toValues(settings) });

  // The server parses the raw values with the same schema; the form's parse only gates submission.
  const onSubmit = () =>
    untilSettled(
      save.mutateAsync(form.getValues(), {
        onSuccess: () => toast.success(settingsMessages.saved),
        onError: (error) => {
          setServerFieldErrors(form.setError, error, FIELDS);
          toast.error(errorMessage(error));
        },
      }),
    );
  const submit = useSingleSubmit(form.handleSubmit(onSubmit));

  return (
    <form noValidate className="space-y-6" onSubmit={submit} aria-label="Club settings">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Pricing</CardTitle>
          <CardDescription>Applied to invoices issued from now on; issued invoices keep their figures.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <NumberField form={form} name="premiumDiscountPercent" label="Premium discount" unit="Percent off a Premium member's invoice subtotal" />
          <NumberField form={form} name="taxRatePercent" label="Tax rate" unit="Percent, up to 2 decimals (8.25)" step="0.01" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Booking rules</CardTitle>
          <CardDescription>What members of each plan may book; staff are bound by none of them.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {RULES.map((rule) => (
            <fieldset key={rule.label} className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold text-foreground">
                {rule.label} <span className="font-normal text-muted-foreground">· {rule.unit}</span>
              </legend>
              <NumberField form={form} name={rule.basic} label={`${rule.label}, Basic`} />
              <NumberField form={form} name={rule.premium} label={`${rule.label}, Premium`} />
            </fieldset>
          ))}
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">Last saved {formatDateTime(settings.updatedAt)}</p>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

/** 'Settings': the club's Premium discount, tax rate and booking rules per plan. */
export function SettingsScreen() {
  const settings = useQuery(adminSettingsQueries.current());
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Settings" description="The club's prices and booking rules. Every change is written to the Audit Log." />
      {settings.isPending ? (
        <div className="space-y-4" aria-label="Loading settings">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : settings.isError ? (
        <LoadErrorState icon={SettingsIcon} title="Could not load the settings" retrying={settings.isRefetching} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}
