import {
  appointmentMessages as msg,
  bookingSchema,
  type BookingInput,
  type BookingValues,
} from '@drivecare/contract/appointments';
import { formatUsd } from '@drivecare/contract/services';
import { waitlistMessages } from '@drivecare/contract/waitlist';
import { withVehicleLabels } from '@drivecare/contract/vehicle-labels';
import { zodResolver } from '@hookform/resolvers/zod';
import { CarIcon, PlusIcon, StoreIcon, WrenchIcon, CalendarIcon } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

import { FormSelect } from '@/components/form-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useBookAppointment } from '../api/appointment-mutations';
import { useJoinWaitlist } from '../api/waitlist-queries';
import { useBookableServices, useBookableShops, useMyVehicles } from '../api/booking-options';
import { LoadError } from './appointment-load-error';
import { ListSkeleton, Section } from './booking-section';
import { EstimatedTotal } from './estimated-total';
import { ScheduleFields, scheduleChangeHandlers } from './schedule-fields';

const emptyBooking: BookingInput = { vehicleId: '', serviceIds: [], shopId: '', date: '', time: '', additionalDetails: '' };
const fieldNames = Object.keys(emptyBooking);

/** 'Book now' (vehicle page, dashboard, reminder e-mails) arrives with ?vehicleId=&serviceId=…&shopId= already chosen. */
function prefilled(search: URLSearchParams): BookingInput {
  return {
    ...emptyBooking,
    vehicleId: search.get('vehicleId') ?? '',
    serviceIds: [...new Set(search.getAll('serviceId'))],
    shopId: search.get('shopId') ?? '',
  };
}

/** Vehicle, services, shop and schedule; the server re-checks everything and may still answer that a slot just filled. */
export function BookingForm() {
  const navigate = useNavigate();
  const vehicles = useMyVehicles();
  const services = useBookableServices();
  const shops = useBookableShops();
  const book = useBookAppointment();
  const [search] = useSearchParams();
  const [initial] = useState(() => prefilled(search));
  const form = useForm<BookingInput, unknown, BookingValues>({
    resolver: zodResolver(bookingSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const [shopId, date, time, chosenServices] = useWatch({ control: form.control, name: ['shopId', 'date', 'time', 'serviceIds'] });
  const hasNoVehicles = vehicles.isSuccess && vehicles.data.length === 0;

  // A pre-filled choice that is not on offer (a service or shop since deactivated, a removed vehicle) is dropped.
  useEffect(() => {
    if (services.isSuccess && initial.serviceIds.length > 0) {
      const known = new Set(services.data.map((s) => s.id));
      const kept = form.getValues('serviceIds').filter((id) => known.has(id));
      if (kept.length !== form.getValues('serviceIds').length) form.setValue('serviceIds', kept);
    }
  }, [services.isSuccess, services.data, initial.serviceIds.length, form]);
  useEffect(() => {
    if (shops.isSuccess && initial.shopId && !shops.data.some((s) => s.id === form.getValues('shopId'))) form.setValue('shopId', '');
  }, [shops.isSuccess, shops.data, initial.shopId, form]);
  useEffect(() => {
    if (vehicles.isSuccess && initial.vehicleId && !vehicles.data.some((v) => v.id === form.getValues('vehicleId'))) form.setValue('vehicleId', '');
  }, [vehicles.isSuccess, vehicles.data, initial.vehicleId, form]);

  const onSubmit = (values: BookingValues) =>
    untilSettled(
      book.mutateAsync(values, {
        onSuccess: () => {
          toast.success(msg.created);
          // The spent form leaves history: Back from the list must not offer it again.
          void navigate(paths.member.appointments, { replace: true });
        },
        onError: (error) => {
          setServerFieldErrors(form.setError, error, fieldNames);
          if (error instanceof ApiError && error.status === 409) {
            // Someone took the last place: offer the remaining times.
            form.setValue('time', '');
            form.setError('time', { message: error.message });
            toast.error(error.message);
          } else if (error instanceof ApiError && error.status === 401) {
            toast.error(msg.mustSignIn);
          } else {
            toast.error(msg.createFailed(error instanceof Error ? error.message : msg.unexpected));
          }
        },
      }),
    );
  const submit = useSingleSubmit(form.handleSubmit(onSubmit));

  // A full slot: the same form's values go on its waitlist, checked as a booking would be.
  const join = useJoinWaitlist();
  const [joiningTime, setJoiningTime] = useState<string | null>(null);
  const joinWaitlist = (slot: string) => {
    if (join.isPending) return;
    form.setValue('time', slot);
    setJoiningTime(slot);
    void form.handleSubmit(
      (values) =>
        untilSettled(join.mutateAsync(values, {
          onSuccess: () => {
            toast.success(waitlistMessages.joined);
            void navigate(paths.member.appointments, { replace: true });
          },
          onError: (error) => {
            form.setValue('time', '');
            setServerFieldErrors(form.setError, error, fieldNames);
            toast.error(error.message);
          },
          onSettled: () => setJoiningTime(null),
        })),
      () => {
        // The rest of the form is not filled in yet: its messages say what is missing.
        form.setValue('time', '');
        setJoiningTime(null);
      },
    )();
  };

  return (
    <form noValidate className="grid gap-6" onSubmit={submit}>
      <Section icon={CarIcon} title="Vehicle" description="Which vehicle needs the service?">
        {vehicles.isPending ? (
          <Skeleton className="h-10" />
        ) : vehicles.isError ? (
          <LoadError text={msg.loadVehiclesFailed} onRetry={() => void vehicles.refetch()} />
        ) : hasNoVehicles ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="space-y-1">
              <p className="font-semibold text-foreground">Add Your Vehicle</p>
              <p className="text-sm text-muted-foreground">You need to add a vehicle before scheduling an appointment.</p>
            </div>
            <Button asChild>
              <Link to={paths.member.garageAdd}>
                <PlusIcon aria-hidden="true" />
                Add Vehicle
              </Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormSelect
              control={form.control}
              name="vehicleId"
              label="Vehicle"
              required
              className="flex-1"
              placeholder="Select a vehicle"
              disabled={book.isPending}
              options={withVehicleLabels(vehicles.data).map((v) => ({ value: v.id, label: v.label }))}
            />
            <Button asChild variant="outline" className="sm:mt-[1.375rem]">
              <Link to={paths.member.garageAdd}>
                <PlusIcon aria-hidden="true" />
                Add Vehicle
              </Link>
            </Button>
          </div>
        )}
      </Section>

      <Section icon={WrenchIcon} title="Services" description="Choose one or more services.">
        {services.isPending ? (
          <ListSkeleton />
        ) : services.isError ? (
          <LoadError text={msg.loadServicesFailed} onRetry={() => void services.refetch()} />
        ) : (
          <fieldset aria-describedby={errors.serviceIds ? 'services-error' : undefined} className="grid gap-2">
            <legend className="sr-only">Services</legend>
            <Controller
              control={form.control}
              name="serviceIds"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-2">
                  {services.data.map((service) => {
                    const checked = field.value.includes(service.id);
                    return (
                      <Label
                        key={service.id}
                        className={cn(
                          'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 leading-snug font-normal transition-colors hover:bg-slate-50',
                          checked && 'border-primary bg-blue-50/60',
                        )}
                      >
                        <Checkbox
                          checked={checked}
                          disabled={book.isPending}
                          aria-invalid={errors.serviceIds ? true : undefined}
                          onCheckedChange={(on) =>
                            field.onChange(on ? [...field.value, service.id] : field.value.filter((id) => id !== service.id))
                          }
                          className="mt-0.5"
                        />
                        <span className="grid gap-0.5">
                          <span className="font-medium text-foreground">
                            {service.name}
                            {service.priceCents !== null ? <span className="ml-2 font-normal text-slate-600">{formatUsd(service.priceCents)}</span> : null}
                          </span>
                          {service.description ? <span className="text-sm text-muted-foreground">{service.description}</span> : null}
                        </span>
                      </Label>
                    );
                  })}
                </div>
              )}
            />
            <EstimatedTotal services={services.data} chosen={chosenServices} />
            {errors.serviceIds ? (
              <p id="services-error" className="text-sm font-medium text-destructive">
                {errors.serviceIds.message ?? msg.servicesRequired}
              </p>
            ) : null}
          </fieldset>
        )}
      </Section>

      <Section icon={StoreIcon} title="Service Shop" description="Pick the shop you want to visit.">
        {shops.isPending ? (
          <ListSkeleton />
        ) : shops.isError ? (
          <LoadError text={msg.loadShopsFailed} onRetry={() => void shops.refetch()} />
        ) : (
          <div className="grid gap-2">
            <Controller
              control={form.control}
              name="shopId"
              render={({ field }) => (
                <RadioGroup
                  aria-label="Service shop"
                  aria-invalid={errors.shopId ? true : undefined}
                  aria-describedby={errors.shopId ? 'shop-error' : undefined}
                  value={field.value}
                  disabled={book.isPending}
                  onValueChange={(value) => {
                    field.onChange(value);
                    // Another shop has other open days and places.
                    form.setValue('date', '');
                    form.setValue('time', '');
                  }}
                  className="grid gap-2 md:grid-cols-2"
                >
                  {shops.data.map((shop) => (
                    <Label
                      key={shop.id}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 leading-snug font-normal transition-colors hover:bg-slate-50',
                        field.value === shop.id && 'border-primary bg-blue-50/60',
                      )}
                    >
                      <RadioGroupItem value={shop.id} className="mt-0.5" />
                      <span className="grid min-w-0 flex-1 gap-0.5">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-foreground">{shop.name}</span>
                          {shop.openToday ? <Badge variant="success">Open Today</Badge> : null}
                        </span>
                        <span className="text-sm text-muted-foreground">
                          {shop.address}, {shop.city}, {shop.state}
                        </span>
                      </span>
                    </Label>
                  ))}
                </RadioGroup>
              )}
            />
            {errors.shopId ? (
              <p id="shop-error" className="text-sm font-medium text-destructive">
                {errors.shopId.message}
              </p>
            ) : null}
          </div>
        )}
      </Section>

      <Section icon={CalendarIcon} title="Schedule" description="Choose a day and a time, and tell the shop anything it should know.">
        <div className="grid gap-6">
          <ScheduleFields
            shopId={shopId || undefined}
            date={date}
            time={time}
            {...scheduleChangeHandlers(form.setValue, form.formState.isSubmitted)}
            dateError={errors.date?.message}
            timeError={errors.time?.message}
            disabled={book.isPending}
            onJoinWaitlist={joinWaitlist}
            joiningWaitlist={joiningTime}
          />
          <FormField label="Additional Details" error={errors.additionalDetails?.message}>
            <Textarea
              rows={3}
              placeholder="Anything the shop should know (noises, warning lights, pick-up times...)"
              disabled={book.isPending}
              {...form.register('additionalDetails')}
            />
          </FormField>
        </div>
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={paths.member.appointments}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={book.isPending || hasNoVehicles || vehicles.isPending}>
          {book.isPending ? <Spinner /> : null}
          {book.isPending ? 'Creating...' : 'Create Appointment'}
        </Button>
      </div>
    </form>
  );
}
