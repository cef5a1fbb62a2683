import {
  adminAppointmentMessages as msg,
  adminAppointmentStatuses,
  statusLabels,
  type AdminAppointmentStatus,
} from '@drivecare/contract/admin-appointments';
import { SearchIcon, XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface FilterValues {
  from: string;
  to: string;
  status: AdminAppointmentStatus | 'all';
  search: string;
}

export const emptyFilters: FilterValues = {
  from: '',
  to: '',
  status: 'all',
  search: '',
};

export function AppointmentFilters({
  values,
  onChange,
  showStatus,
}: {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** The status filter applies on the All tab only. */
  showStatus: boolean;
}) {
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  const dirty = values.from || values.to || values.search || values.status !== 'all';
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.5fr)_auto] lg:items-end">
      <div className="space-y-1.5">
        <Label htmlFor="appointments-from">Start date</Label>
        <Input
          id="appointments-from"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="appointments-to">End date</Label>
        <Input
          id="appointments-to"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="appointments-status">Status</Label>
        <Select
          value={values.status}
          onValueChange={(status) => set({ status: status as FilterValues['status'] })}
          disabled={!showStatus}
        >
          <SelectTrigger
            id="appointments-status"
            title={showStatus ? undefined : 'Status filtering applies on the All tab'}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Statuses</SelectItem>
            {adminAppointmentStatuses.map((s) => (
              <SelectItem key={s} value={s}>
                {statusLabels[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="appointments-search">Search</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="appointments-search"
            type="search"
            className="pl-9"
            placeholder={msg.searchPlaceholder}
            value={values.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </div>
      </div>
      <Button variant="outline" disabled={!dirty} onClick={() => onChange(emptyFilters)}>
        <XIcon aria-hidden="true" />
        Clear Filters
      </Button>
    </div>
  );
}
