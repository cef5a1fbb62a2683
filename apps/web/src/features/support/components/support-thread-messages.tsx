import type { SupportMessage } from '@drivecare/contract/support';
import { format } from 'date-fns';

import { cn } from '@/lib/cn';

/** The thread, oldest first: the member's messages on one side, the club's on the other, photos as thumbnails. */
export function SupportThreadMessages({ messages, viewer }: { messages: SupportMessage[]; viewer: 'member' | 'staff' }) {
  return (
    <ol className="space-y-3" aria-label="Messages">
      {messages.map((m) => {
        const own = viewer === 'staff' ? m.fromStaff : !m.fromStaff;
        return (
          <li key={m.id} className={cn('flex', own ? 'justify-end' : 'justify-start')}>
            <article
              className={cn(
                'max-w-[90%] rounded-xl border px-4 py-3 sm:max-w-[75%]',
                m.fromStaff ? 'border-border bg-muted' : 'border-border bg-card',
              )}
            >
              <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{m.authorName}</span>
                <time dateTime={m.createdAt}>{format(new Date(m.createdAt), 'MMM d, yyyy h:mm a')}</time>
              </header>
              <p className="text-sm whitespace-pre-wrap break-words text-foreground">{m.body}</p>
              {m.photos.length > 0 ? (
                <div className="mt-2 flex flex-wrap gap-2">
                  {m.photos.map((p, i) => (
                    <a key={p.id} href={p.url} target="_blank" rel="noreferrer" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
                      <img
                        src={p.url}
                        alt={`Photo ${i + 1} of ${m.photos.length}`}
                        width={p.width}
                        height={p.height}
                        loading="lazy"
                        className="h-24 w-auto rounded-md border object-cover"
                      />
                    </a>
                  ))}
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
