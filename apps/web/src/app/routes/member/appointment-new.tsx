import { CalendarPlusIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function BookAppointmentPage() {
  return <PlaceholderPage title="Book Appointment" icon={CalendarPlusIcon} />;
}
