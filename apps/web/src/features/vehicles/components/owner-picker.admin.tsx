import type { VehicleOwner } from '@drivecare/contract/admin-garage';
import { useQuery } from '@tanstack/react-query';
import { SearchIcon, UserIcon } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { adminGarageQueries } from '../api/garage-queries.admin';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Owner chosen by searching members on the server (there may be many thousands). */
export function OwnerPicker({
  value,
  onChange,
  error,
}: {
  value: VehicleOwner | null;
  onChange: (owner: VehicleOwner | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const owners = useQuery({
    ...adminGarageQueries.owners(q),
    enabled: value === null,
  });
  // The highlighted option belongs to the query it was chosen under; a new query starts at the top.
  const [highlight, setHighlight] = useState({ q, index: 0 });
  const active = highlight.q === q ? highlight.index : 0;
  const setActive = (update: (index: number) => number) => setHighlight({ q, index: update(active) });

  if (value) {
    return (
      <div className="grid gap-2">
        <Label id={`${id}-label`}>Owner</Label>
        <div
          aria-labelledby={`${id}-label`}
          role="group"
          className="flex items-center gap-3 rounded-md border border-input bg-slate-50 px-3 py-2"
        >
          <UserIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium">{value.name}</p>
            <p className="truncate text-xs text-muted-foreground">{value.email}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Change
          </Button>
        </div>
      </div>
    );
  }

  const results = owners.data ?? [];
  const choose = (owner: VehicleOwner | undefined) => owner && onChange(owner);

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-search`}>
        <span>
          Owner
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        </span>
      </Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={`${id}-search`}
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={results.length > 0 ? `${id}-results` : undefined}
          aria-autocomplete="list"
          aria-activedescendant={results[active] ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Search members by name or e-mail"
          className="pl-9"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((i) => Math.min(i + 1, results.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              choose(results[active]);
            }
          }}
        />
      </div>
      <div className="max-h-48 overflow-y-auto rounded-md border border-border">
        {owners.isError ? (
          <p role="alert" className="p-3 text-sm text-destructive">
            Failed to load users: {errorMessage(owners.error)}
          </p>
        ) : owners.isPending ? (
          <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Searching...
          </p>
        ) : results.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">No members match “{q}”.</p>
        ) : (
          <ul id={`${id}-results`} role="listbox" aria-label="Matching members">
            {results.map((owner, index) => (
              <li
                key={owner.userId}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm hover:bg-accent',
                  index === active && 'bg-accent',
                )}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(owner)}
              >
                <span className="block font-medium">{owner.name}</span>
                <span className="block text-xs text-muted-foreground">{owner.email}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
