import { auditActionLabel, auditMessages, type AuditFilters } from '@drivecare/contract/audit';
import { XIcon } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import type { AuditParams } from '../api/audit-queries.admin';

const ANY = 'any';
type FilterValues = Omit<AuditParams, 'page'>;

/** Admin, action and a range of days; every change goes back to the first page. */
export function AuditLogFilters({
  values,
  options,
  onChange,
}: {
  values: FilterValues;
  options: AuditFilters | undefined;
  onChange: (next: Partial<FilterValues>) => void;
}) {
  const id = useId();
  const active = Object.values(values).some(Boolean);
  return (
    <Card className="py-4">
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-admin`}>Admin</Label>
          <Select value={values.actorId || ANY} onValueChange={(v) => onChange({ actorId: v === ANY ? '' : v })}>
            <SelectTrigger id={`${id}-admin`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{auditMessages.anyAdmin}</SelectItem>
              {options?.actors.map((a) => (
                <SelectItem key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-action`}>Action</Label>
          <Select value={values.action || ANY} onValueChange={(v) => onChange({ action: v === ANY ? '' : v })}>
            <SelectTrigger id={`${id}-action`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{auditMessages.anyAction}</SelectItem>
              {options?.actions.map((action) => (
                <SelectItem key={action} value={action}>
                  {auditActionLabel(action)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input id={`${id}-from`} type="date" value={values.from} max={values.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input id={`${id}-to`} type="date" value={values.to} min={values.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
        </div>
        <Button
          variant="outline"
          disabled={!active}
          onClick={() => onChange({ actorId: '', action: '', from: '', to: '' })}
        >
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      </CardContent>
    </Card>
  );
}
