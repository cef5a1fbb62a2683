import type { CurrentAnnouncement } from '@drivecare/contract/announcements';
import { MegaphoneIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** First sight of a new announcement. Closing it in any way counts as 'Got it'. */
export function AnnouncementModal({
  announcement,
  onAcknowledge,
}: {
  announcement: NonNullable<CurrentAnnouncement>;
  onAcknowledge: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onAcknowledge()}>
      <DialogContent showCloseButton={false} className="sm:max-w-md" data-announcement-modal="">
        <DialogHeader className="items-center sm:items-start">
          <div className="flex size-11 items-center justify-center rounded-full bg-blue-100 text-blue-700">
            <MegaphoneIcon className="size-6" aria-hidden="true" />
          </div>
          <DialogTitle className="break-words">{announcement.title}</DialogTitle>
          <DialogDescription className="break-words whitespace-pre-line text-slate-700">
            {announcement.content}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onAcknowledge} className="sm:min-w-28">
            Got it
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
