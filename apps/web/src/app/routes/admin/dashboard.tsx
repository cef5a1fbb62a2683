import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen.admin';
import { ResponseTimesCard } from '@/features/support/components/response-times-card.admin';

export default function AdminDashboardPage() {
  return (
    <div className="space-y-6">
      <DashboardScreen />
      <ResponseTimesCard />
    </div>
  );
}
