import { CalendarScreen } from '@/features/appointments/components/calendar-screen.admin';

export default function AdminCalendarPage() {
  return <CalendarScreen />;
}
