import type { UserStatusFilter } from '@drivecare/contract/users';
import { SearchIcon } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

const FILTERS: { value: UserStatusFilter; label: string; countKey: 'total' | 'active' | 'inactive' }[] = [
  { value: 'all', label: 'All Users', countKey: 'total' },
  { value: 'active', label: 'Active', countKey: 'active' },
  { value: 'inactive', label: 'Inactive', countKey: 'inactive' },
];

/** Search box, All/Active/Inactive with their counts, and 'Include Admin Users'. */
export function UserFilters({
  search,
  onSearch,
  status,
  onStatus,
  includeAdmins,
  onIncludeAdmins,
  summary,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: UserStatusFilter;
  onStatus: (value: UserStatusFilter) => void;
  includeAdmins: boolean;
  onIncludeAdmins: (value: boolean) => void;
  summary: { total: number; active: number; inactive: number } | undefined;
}) {
  const switchId = useId();
  return (
    <Card className="py-4">
      <CardContent className="flex flex-col gap-4 xl:flex-row xl:items-center xl:justify-between">
        <div className="relative w-full xl:max-w-sm">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search users..."
            className="pl-9"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <div role="group" aria-label="Status filter" className="grid grid-cols-3 gap-2 sm:flex">
            {FILTERS.map((f) => (
              <Button
                key={f.value}
                size="sm"
                variant={status === f.value ? 'default' : 'outline'}
                aria-pressed={status === f.value}
                className="px-2"
                onClick={() => onStatus(f.value)}
              >
                {f.label}
                <span className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums">
                  {summary ? summary[f.countKey].toLocaleString('en-US') : '–'}
                </span>
              </Button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <Switch id={switchId} checked={includeAdmins} onCheckedChange={onIncludeAdmins} />
            <Label htmlFor={switchId} className="font-normal whitespace-nowrap">
              Include Admin Users
            </Label>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
