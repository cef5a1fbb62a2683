import { CalendarCheckIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AppointmentDetailsPage() {
  return <PlaceholderPage title="Appointment Details" icon={CalendarCheckIcon} />;
}
