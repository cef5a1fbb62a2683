import { CalendarIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AppointmentsPage() {
  return <PlaceholderPage title="My Appointments" icon={CalendarIcon} />;
}
