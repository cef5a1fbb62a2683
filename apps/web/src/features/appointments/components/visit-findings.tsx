import { findingConditionLabels, type FindingCondition, type FindingPhoto, type VisitFinding } from '@drivecare/contract/visits';
import { useState } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

const ORDER: FindingCondition[] = ['urgent', 'needs-attention', 'good'];
export const conditionColours: Record<FindingCondition, string> = {
  urgent: 'bg-red-100 text-red-800',
  'needs-attention': 'bg-amber-100 text-amber-900',
  good: 'bg-green-100 text-green-800',
};

export function ConditionBadge({ condition }: { condition: FindingCondition }) {
  return (
    <span className={cn('inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold', conditionColours[condition])}>
      {findingConditionLabels[condition]}
    </span>
  );
}

/** Thumbnails that open the photo large in a dialog (Escape or the close button returns to the list). */
export function FindingPhotos({ finding }: { finding: VisitFinding }) {
  const [open, setOpen] = useState<FindingPhoto | null>(null);
  if (finding.photos.length === 0) return null;
  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Photos of ${finding.title}`}>
        {finding.photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(photo)}
              className="block overflow-hidden rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={`Enlarge photo ${index + 1} of ${finding.title}`}
            >
              <img src={photo.url} alt="" loading="lazy" className="size-20 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{finding.title}</DialogTitle>
            <DialogDescription>{findingConditionLabels[finding.condition]}</DialogDescription>
          </DialogHeader>
          {open ? (
            <img
              src={open.url}
              alt={`${finding.title}, enlarged`}
              width={open.width}
              height={open.height}
              className="max-h-[70vh] w-full rounded-md object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Findings grouped by condition, the urgent ones first. */
export function VisitFindings({ findings }: { findings: VisitFinding[] }) {
  if (findings.length === 0) return <p className="text-sm text-muted-foreground">No inspection findings yet.</p>;
  return (
    <div className="space-y-5">
      {ORDER.filter((c) => findings.some((f) => f.condition === c)).map((condition) => (
        <section key={condition} aria-label={findingConditionLabels[condition]} className="space-y-2">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <ConditionBadge condition={condition} />
          </h3>
          <ul className="divide-y divide-border rounded-lg border border-border">
            {findings
              .filter((f) => f.condition === condition)
              .map((f) => (
                <li key={f.id} className="p-3 text-sm">
                  <p className="font-medium text-foreground">{f.title}</p>
                  {f.notes ? <p className="mt-1 whitespace-pre-line text-slate-700">{f.notes}</p> : null}
                  <FindingPhotos finding={f} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
