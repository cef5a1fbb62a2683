import { FINDING_PHOTO_LIMIT, type VisitFinding } from '@drivecare/contract/visits';
import { ImagePlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

import { useAddPhoto, useRemoveFinding } from '../api/visit-mutations.admin';

import { ConditionBadge, FindingPhotos } from './visit-findings';

function AddPhotoButton({ appointmentId, finding }: { appointmentId: string; finding: VisitFinding }) {
  const addPhoto = useAddPhoto(appointmentId);
  const inputId = useId();
  if (finding.photos.length >= FINDING_PHOTO_LIMIT) return <span className="text-xs text-muted-foreground">5 photos (the most)</span>;
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        aria-label={`Add photo to ${finding.title}`}
        disabled={addPhoto.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          addPhoto.mutate(
            { findingId: finding.id, file },
            { onSuccess: () => toast.success('Photo added'), onError: (error) => toast.error(errorMessage(error)) },
          );
        }}
      />
      <Button asChild size="sm" variant="outline" disabled={addPhoto.isPending}>
        <label htmlFor={inputId} className="cursor-pointer">
          <ImagePlusIcon aria-hidden="true" />
          {addPhoto.isPending ? 'Uploading…' : 'Add Photo'}
        </label>
      </Button>
    </>
  );
}

/** Staff's findings: each with its photos, 'Add Photo' (up to five) and removal after a confirmation. */
export function FindingList({ appointmentId, findings }: { appointmentId: string; findings: VisitFinding[] }) {
  const remove = useRemoveFinding(appointmentId);
  const [removing, setRemoving] = useState<VisitFinding | null>(null);
  if (findings.length === 0) return <p className="text-sm text-muted-foreground">No findings yet.</p>;
  return (
    <>
      <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Findings">
        {findings.map((f) => (
          <li key={f.id} className="space-y-1 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{f.title}</span>
                <ConditionBadge condition={f.condition} />
              </div>
              <div className="flex items-center gap-2">
                <AddPhotoButton appointmentId={appointmentId} finding={f} />
                <Button size="icon" variant="ghost" aria-label={`Remove ${f.title}`} onClick={() => setRemoving(f)}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </div>
            {f.notes ? <p className="whitespace-pre-line text-muted-foreground">{f.notes}</p> : null}
            <FindingPhotos finding={f} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove Finding"
        description={`Remove '${removing?.title ?? ''}' and its photos? The member will no longer see it.`}
        confirmLabel="Remove"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success('Finding removed');
              setRemoving(null);
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </>
  );
}
