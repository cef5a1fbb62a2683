import { CalendarIcon } from 'lucide-react';

import { PlaceholderPage } from '@/components/placeholder-page';

export default function AdminAppointmentsPage() {
  return <PlaceholderPage title="Appointments" icon={CalendarIcon} />;
}
