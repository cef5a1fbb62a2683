import {
  adminAppointmentMessages as msg,
  APPOINTMENT_DOCUMENT_MAX_BYTES,
  APPOINTMENT_DOCUMENT_MIME_TYPES,
  type AdminAppointmentListItem,
} from '@drivecare/contract/admin-appointments';
import { FileIcon, UploadIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { formatDateNumeric } from '@/lib/format';

import { useInvalidateAppointments } from '../api/appointment-mutations.admin';
import { uploadDocument } from '../api/upload-document.admin';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

export function UploadFilesDialog({
  appointment,
  onOpenChange,
}: {
  appointment: AdminAppointmentListItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Upload Files</DialogTitle>
          <DialogDescription>
            {appointment
              ? `For ${appointment.customer.name}'s appointment on ${formatDateNumeric(appointment.appointmentDate)} at ${appointment.shop.name}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {appointment ? (
          <UploadForm appointmentId={appointment.id} onBusy={setBusy} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({
  appointmentId,
  onBusy,
  onDone,
}: {
  appointmentId: string;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<{
    index: number;
    percent: number;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invalidate = useInvalidateAppointments();

  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const tooLarge = chosen.filter((f) => f.size > APPOINTMENT_DOCUMENT_MAX_BYTES);
    setError(tooLarge.length > 0 ? `${msg.fileTooLarge}: ${tooLarge.map((f) => f.name).join(', ')}` : null);
    setFiles((current) => [...current, ...chosen.filter((f) => f.size <= APPOINTMENT_DOCUMENT_MAX_BYTES)]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const upload = async () => {
    onBusy(true);
    setError(null);
    let done = 0;
    try {
      for (const [i, file] of files.entries()) {
        setProgress({ index: i + 1, percent: 0 });
        await uploadDocument(appointmentId, file, (fraction) =>
          setProgress({ index: i + 1, percent: Math.round(fraction * 100) }),
        );
        done++;
      }
      toast.success(msg.uploaded(files.length));
      onDone();
    } catch (err) {
      // Files before the failing one are stored; keep only the rest for another try.
      setFiles((current) => current.slice(done));
      setError(errorMessage(err));
      toast.error(msg.uploadFailed, { description: errorMessage(err) });
    } finally {
      setProgress(null);
      onBusy(false);
      void invalidate();
    }
  };

  const uploading = progress !== null;
  return (
    <div className="grid gap-4">
      <div className="space-y-2">
        <Label htmlFor={inputId}>Files</Label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={APPOINTMENT_DOCUMENT_MIME_TYPES.join(',')}
          disabled={uploading}
          onChange={(e) => choose(e.target.files)}
          className="block w-full cursor-pointer rounded-md border border-input bg-card text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50"
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {msg.uploadHint}
        </p>
      </div>
      {files.length > 0 ? (
        <div className="space-y-2">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium">
              {files.length === 1 ? '1 file selected' : `${files.length} files selected`}
            </p>
            <Button variant="ghost" size="sm" disabled={uploading} onClick={() => setFiles([])}>
              <XIcon aria-hidden="true" />
              Clear all
            </Button>
          </div>
          <ul
            className="max-h-48 divide-y divide-border overflow-y-auto rounded-lg border border-border"
            aria-label="Selected files"
          >
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`} className="flex items-center gap-2 px-3 py-2 text-sm">
                <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{f.name}</span>
                <span className="shrink-0 text-muted-foreground">{kb(f.size)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {progress ? (
        <div className="space-y-1.5" role="status">
          <p className="text-sm font-medium">{msg.uploading(progress.index, files.length, progress.percent)}</p>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress.percent}%` }} />
          </div>
        </div>
      ) : null}
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" disabled={uploading} onClick={onDone}>
          Cancel
        </Button>
        <Button disabled={uploading || files.length === 0} onClick={() => void upload()}>
          <UploadIcon aria-hidden="true" />
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </DialogFooter>
    </div>
  );
}
