import { useQuery } from '@tanstack/react-query';

import { supportQueries } from '../api/support-queries';
import { useLiveSupport } from '../hooks/use-live-support';

/** The admin sidebar's count of conversations with a member message no staff member has opened; kept live. */
export function SupportUnreadBadge() {
  useLiveSupport();
  const { data } = useQuery(supportQueries.unread());
  if (!data?.count) return null;
  return (
    <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground group-data-[state=collapsed]:sr-only">
      {data.count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
