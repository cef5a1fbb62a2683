import type { CurrentAnnouncement } from '@drivecare/contract/announcements';
import { MegaphoneIcon, XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** The dismissible strip above the page once the announcement's modal was acknowledged. */
export function AnnouncementBanner({
  announcement,
  onDismiss,
}: {
  announcement: NonNullable<CurrentAnnouncement>;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label="Announcement"
      className="relative flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 pr-12 text-blue-950 shadow-xs"
    >
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-700">
        <MegaphoneIcon className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold break-words">{announcement.title}</h2>
        <p className="text-sm break-words whitespace-pre-line text-blue-900">{announcement.content}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8 text-blue-800 hover:bg-blue-100"
        aria-label="Dismiss announcement"
        onClick={onDismiss}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  );
}
