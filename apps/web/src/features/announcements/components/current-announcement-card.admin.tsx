import type { Announcement } from '@drivecare/contract/announcements';
import { MegaphoneIcon } from 'lucide-react';

/** The banner on the admin screen: what members see right now (the newest active announcement). */
export function CurrentAnnouncementCard({ announcement }: { announcement: Announcement | undefined }) {
  return (
    <section
      aria-labelledby="current-announcement-heading"
      className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950"
    >
      <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-700">
        <MegaphoneIcon className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0 space-y-1">
        <h2
          id="current-announcement-heading"
          className="text-xs font-semibold tracking-wide text-blue-800 uppercase"
        >
          Currently shown to members
        </h2>
        {announcement ? (
          <>
            <p className="font-semibold break-words">{announcement.title}</p>
            <p className="text-sm break-words whitespace-pre-line text-blue-900">{announcement.content}</p>
          </>
        ) : (
          <p className="text-sm text-blue-900">No announcement is active. Members see no announcement.</p>
        )}
      </div>
    </section>
  );
}
