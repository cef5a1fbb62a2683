import { DownloadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';

/** How long a second click is ignored: the server has begun streaming the file by then. */
const REPEAT_GUARD_MS = 3_000;

/**
 * 'Export CSV': a plain download link, so the browser streams the file to disk however long it is (a fetched
 * blob would sit in memory). `path` carries the list's current filters.
 */
export function ExportCsvButton({ path }: { path: string }) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => setStarted(false), REPEAT_GUARD_MS);
    return () => clearTimeout(timer);
  }, [started]);

  return (
    <Button variant="outline" asChild>
      <a
        href={path}
        download
        aria-disabled={started || undefined}
        className={started ? 'pointer-events-none opacity-60' : undefined}
        onClick={(event) => {
          if (started) {
            event.preventDefault();
            return;
          }
          setStarted(true);
          toast.success('Export started', { description: 'Your CSV file is downloading with the current filters.' });
        }}
      >
        <DownloadIcon aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
