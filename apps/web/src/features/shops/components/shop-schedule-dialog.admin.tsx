import { weekdays, weeklyScheduleSchema, type Shop, type WeeklySchedule } from '@drivecare/contract/shops';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Badge } from '@/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useSaveShopSchedule } from '../api/shop-mutations.admin';
import { adminShopQueries } from '../api/shop-queries.admin';

type Weekday = (typeof weekdays)[number];
const dayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

function DayRow({ day, form }: { day: Weekday; form: UseFormReturn<WeeklySchedule> }) {
  const id = useId();
  const enabled = form.watch(`${day}.enabled`);
  const error = form.formState.errors[day]?.close?.message ?? form.formState.errors[day]?.open?.message;
  const label = dayLabel(day);

  return (
    <li className="grid gap-2 border-b border-border py-3 last:border-b-0 sm:grid-cols-[12rem_1fr_1fr] sm:items-center sm:gap-4">
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name={`${day}.enabled`}
          render={({ field }) => (
            <Switch
              id={`${id}-enabled`}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Label htmlFor={`${id}-enabled`}>{label}</Label>
        {!enabled ? (
          <Badge variant="secondary" className="ml-auto sm:ml-0">
            Closed
          </Badge>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-open`} className="text-xs font-normal text-muted-foreground sm:sr-only">
            {label} opens
          </Label>
          <Input
            id={`${id}-open`}
            type="time"
            aria-invalid={error ? true : undefined}
            {...form.register(`${day}.open`)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-close`} className="text-xs font-normal text-muted-foreground sm:sr-only">
            {label} closes
          </Label>
          <Input
            id={`${id}-close`}
            type="time"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register(`${day}.close`)}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive sm:col-span-3">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function ScheduleForm({ shop, onDone }: { shop: Shop; onDone: () => void }) {
  const save = useSaveShopSchedule();
  const form = useForm<WeeklySchedule>({
    resolver: zodResolver(weeklyScheduleSchema),
    defaultValues: shop.schedule,
  });

  const onSubmit = (schedule: WeeklySchedule) =>
    untilSettled(save.mutateAsync(
      { id: shop.id, schedule },
      {
        onSuccess: () => {
          toast.success(`Schedule for ${shop.name} updated`);
          onDone();
        },
        onError: () => toast.error('Failed to update shop schedule'),
      },
    ));

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div>
        <div className="hidden grid-cols-[12rem_1fr_1fr] gap-4 pb-1 text-xs font-medium text-muted-foreground uppercase sm:grid">
          <span>Day</span>
          <span>Opens</span>
          <span>Closes</span>
        </div>
        <ul aria-label={`Weekly schedule of ${shop.name}`}>
          {weekdays.map((day) => (
            <DayRow key={day} day={day} form={form} />
          ))}
        </ul>
      </div>
      <p className="text-sm text-muted-foreground">
        Changes apply to booking at once. Appointments already booked keep their date and time.
      </p>
      <FormDialogFooter
        pending={save.isPending}
        onCancel={onDone}
        submitLabel="Save Schedule"
      />
    </form>
  );
}

/**
 * 'Shop Schedule Settings': pick a shop, then per weekday whether it opens and from when to when.
 * Opened from the shops screen and from 'Schedule Settings' on the appointments screen.
 */
export function ShopScheduleDialog({
  open,
  onOpenChange,
  initialShopId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shop selected when the dialog opens; defaults to the first shop. */
  initialShopId?: string | undefined;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Shop Schedule Settings</DialogTitle>
          <DialogDescription>Set the days and hours each shop takes appointments.</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog's content, so every opening starts at initialShopId. */}
        <ScheduleSettings initialShopId={initialShopId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ScheduleSettings({
  initialShopId,
  onDone,
}: {
  initialShopId: string | undefined;
  onDone: () => void;
}) {
  const selectId = useId();
  const { data: shops, isPending, isError } = useQuery(adminShopQueries.list());
  const [shopId, setShopId] = useState<string | undefined>(initialShopId);

  useEffect(() => {
    if (isError) toast.error('Failed to load shop schedules');
  }, [isError]);

  const selected = shops?.find((s) => s.id === shopId) ?? shops?.[0];

  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading shop schedules">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load shop schedules
      </p>
    );
  }
  if (!selected) return <p className="text-sm text-muted-foreground">No shops yet. Add a shop first.</p>;

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={selectId}>Shop</Label>
        <Select value={selected.id} onValueChange={setShopId}>
          <SelectTrigger id={selectId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {shops.map((shop) => (
              <SelectItem key={shop.id} value={shop.id}>
                {shop.name}
                {shop.isActive ? '' : ' (inactive)'}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {/* Keyed by shop: switching shops starts from that shop's saved schedule. */}
      <ScheduleForm key={selected.id} shop={selected} onDone={onDone} />
    </>
  );
}
