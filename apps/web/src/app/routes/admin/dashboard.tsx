import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen.admin';

export default function AdminDashboardPage() {
  return <DashboardScreen />;
}
