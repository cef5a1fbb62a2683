import { DashboardScreen } from '@/features/admin-dashboard/components/dashboard-screen';

export default function AdminDashboardPage() {
  return <DashboardScreen />;
}
