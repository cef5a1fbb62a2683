import { useQuery } from '@tanstack/react-query';
import { CalendarSyncIcon } from 'lucide-react';
import { useState } from 'react';

import { CalendarFeedDialog } from '@/components/calendar-feed-dialog';
import { Button } from '@/components/ui/button';

import { useCalendarFeedAction } from '../api/calendar-feed-mutations';
import { calendarFeedQueries } from '../api/calendar-feed-queries';

/** 'Subscribe to calendar': the member's private webcal:// link to a feed of their appointments. */
export function SubscribeCalendarButton() {
  const [open, setOpen] = useState(false);
  const link = useQuery({ ...calendarFeedQueries.mine(), enabled: open });
  const create = useCalendarFeedAction('create');
  const reset = useCalendarFeedAction('reset');
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CalendarSyncIcon aria-hidden="true" />
        Subscribe to calendar
      </Button>
      <CalendarFeedDialog
        open={open}
        onOpenChange={setOpen}
        title="Subscribe to calendar"
        description="See your appointments in your own calendar app, kept up to date."
        link={link}
        create={create}
        reset={reset}
      />
    </>
  );
}
