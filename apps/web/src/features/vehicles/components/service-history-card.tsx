import { documentLinkPath, receiptMessages, type DocumentLink } from '@drivecare/contract/appointments';
import type { ServiceHistoryEntry, VehicleCare } from '@drivecare/contract/vehicle-care';
import { ExternalLinkIcon, FileTextIcon, HistoryIcon, PlusIcon, StoreIcon, WrenchIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { apiFetch } from '@/lib/api-client';
import { formatDateShort } from '@/lib/format';

import { AddRecordDialog } from './add-record-dialog';

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A shop document opens in a new tab through a short-lived signed link (opened inside the click: no popup block). */
async function openShopDocument(id: string) {
  const tab = window.open('', '_blank');
  if (!tab) return void toast.error(receiptMessages.openFailed);
  tab.opener = null;
  try {
    tab.location.href = (await apiFetch<DocumentLink>(documentLinkPath(id), { method: 'POST' })).url;
  } catch {
    tab.close();
    toast.error(receiptMessages.openFailed);
  }
}

function DocumentRow({ name, onView, href }: { name: string; onView?: () => void; href?: string }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        <FileTextIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="truncate">{name}</span>
      </span>
      {href ? (
        <Button asChild variant="outline" size="sm">
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`View ${name}`}>
            <ExternalLinkIcon aria-hidden="true" />
            View
          </a>
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={onView} aria-label={`View ${name}`}>
          <ExternalLinkIcon aria-hidden="true" />
          View
        </Button>
      )}
    </li>
  );
}

function Entry({ entry }: { entry: ServiceHistoryEntry }) {
  const work = [...entry.services.map((s) => s.name), ...(entry.kind === 'record' && entry.description ? [entry.description] : [])];
  return (
    <li className="grid gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-foreground">{formatDateShort(entry.date)}</p>
        {entry.kind === 'visit' ? (
          <Badge variant="info">
            <StoreIcon aria-hidden="true" />
            {entry.shop.name}
          </Badge>
        ) : (
          <Badge variant="secondary">
            <WrenchIcon aria-hidden="true" />
            Done elsewhere
          </Badge>
        )}
      </div>
      <p className="text-sm text-foreground">{work.length > 0 ? work.join(', ') : 'No services specified'}</p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        {entry.odometerMiles !== null ? (
          <div className="flex gap-1">
            <dt>Odometer at service:</dt>
            <dd className="font-medium text-foreground">{entry.odometerMiles.toLocaleString('en-US')} mi</dd>
          </div>
        ) : null}
        {entry.kind === 'record' && entry.costCents !== null ? (
          <div className="flex gap-1">
            <dt>Cost:</dt>
            <dd className="font-medium text-foreground">{dollars(entry.costCents)}</dd>
          </div>
        ) : null}
      </dl>
      {entry.kind === 'record' && entry.notes ? <p className="text-sm whitespace-pre-line text-muted-foreground">{entry.notes}</p> : null}
      {entry.kind === 'visit' && entry.documents.length > 0 ? (
        <ul aria-label="Documents" className="grid gap-1.5">
          {entry.documents.map((d) => (
            <DocumentRow key={d.id} name={d.fileName} onView={() => void openShopDocument(d.id)} />
          ))}
        </ul>
      ) : null}
      {entry.kind === 'record' && entry.receipt ? (
        <ul aria-label="Documents" className="grid gap-1.5">
          <DocumentRow name={entry.receipt.fileName} href={entry.receipt.url} />
        </ul>
      ) : null}
    </li>
  );
}

/** 'Service History': completed visits and the member's own records, newest first, and 'Add Record'. */
export function ServiceHistoryCard({ care }: { care: VehicleCare }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <HistoryIcon className="size-5 text-primary" aria-hidden="true" />
          Service History
        </CardTitle>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          <PlusIcon aria-hidden="true" />
          Add Record
        </Button>
      </CardHeader>
      <CardContent>
        {care.history.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">No service history yet</p>
        ) : (
          <ul aria-label="Service history" className="divide-y divide-border rounded-lg border border-border">
            {care.history.map((entry) => (
              <Entry key={`${entry.kind}-${entry.id}`} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
      <AddRecordDialog vehicleId={care.vehicle.id} today={care.today} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
