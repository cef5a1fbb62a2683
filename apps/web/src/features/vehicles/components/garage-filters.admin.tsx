import type { AdminGarageStats } from '@drivecare/contract/admin-garage';
import { SearchIcon } from 'lucide-react';

import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const ALL = 'all';

export function GarageFilters({
  stats,
  search,
  onSearchChange,
  make,
  onMakeChange,
  year,
  onYearChange,
}: {
  stats: AdminGarageStats | undefined;
  search: string;
  onSearchChange: (value: string) => void;
  make: string | null;
  onMakeChange: (value: string | null) => void;
  year: number | null;
  onYearChange: (value: number | null) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_11rem_9rem]">
      <div className="relative col-span-2 sm:col-span-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search vehicles"
          placeholder="Search make, model, plate or owner..."
          className="pl-9"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <Select value={make ?? ALL} onValueChange={(v) => onMakeChange(v === ALL ? null : v)}>
        <SelectTrigger aria-label="Filter by make">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Makes</SelectItem>
          {stats?.makes.map((m) => (
            <SelectItem key={m} value={m}>
              {m}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={year ? String(year) : ALL}
        onValueChange={(v) => onYearChange(v === ALL ? null : Number(v))}
      >
        <SelectTrigger aria-label="Filter by year">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Years</SelectItem>
          {stats?.years.map((y) => (
            <SelectItem key={y} value={String(y)}>
              {y}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
