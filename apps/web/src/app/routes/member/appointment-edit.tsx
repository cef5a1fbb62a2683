import { CalendarClockIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function RescheduleAppointmentPage() {
  return <PlaceholderPage title="Reschedule Appointment" icon={CalendarClockIcon} />;
}
