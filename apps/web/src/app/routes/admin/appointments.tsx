import { CalendarClockIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { AppointmentsScreen } from '@/features/appointments/components/appointments-screen.admin';
import { ShopScheduleDialog } from '@/features/shops/components/shop-schedule-dialog.admin';

export default function AdminAppointmentsPage() {
  const [scheduleOpen, setScheduleOpen] = useState(false);
  return (
    <>
      <AppointmentsScreen
        headerActions={
          <Button variant="outline" onClick={() => setScheduleOpen(true)}>
            <CalendarClockIcon aria-hidden="true" />
            Schedule Settings
          </Button>
        }
      />
      <ShopScheduleDialog open={scheduleOpen} onOpenChange={setScheduleOpen} />
    </>
  );
}
