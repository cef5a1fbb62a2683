import { AlertCircleIcon } from 'lucide-react';

import { EmptyState } from '@/components/empty-state';
import { MembershipStatusCard } from '@/components/membership-status-card';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useDashboard } from '@/features/dashboard/api/dashboard-queries';
import { dashboardPremiumBenefits } from '@/features/dashboard/components/dashboard-premium-benefits';
import { ListCardSkeleton, MembershipCardSkeleton } from '@/features/dashboard/components/dashboard-skeleton';
import { MaintenanceDueCard } from '@/features/dashboard/components/maintenance-due-card';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { UpcomingAppointmentsCard } from '@/features/dashboard/components/upcoming-appointments-card';
import { YourVehiclesCard } from '@/features/dashboard/components/your-vehicles-card';
import { useMe } from '@/features/people/api/me-queries';
import { errorMessage } from '@/lib/api-client';
import { displayName } from '@/lib/names';

export default function MemberDashboard() {
  const { data: me } = useMe();
  const dashboard = useDashboard();

  return (
    <div className="space-y-6">
      <PageHeader title={`Welcome back, ${displayName(me)}`} description="Here is what's happening with your vehicles." />
      {dashboard.isPending ? (
        <MembershipCardSkeleton />
      ) : dashboard.isSuccess ? (
        <MembershipStatusCard level={dashboard.data.membershipLevel} premiumBenefits={dashboardPremiumBenefits} />
      ) : null}
      <QuickActions />
      <MaintenanceDueCard />
      {dashboard.isError ? (
        <EmptyState
          icon={AlertCircleIcon}
          title="We couldn't load your dashboard"
          description={errorMessage(dashboard.error)}
          action={<Button onClick={() => void dashboard.refetch()}>Try Again</Button>}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {dashboard.isPending ? (
            <>
              <ListCardSkeleton />
              <ListCardSkeleton />
            </>
          ) : (
            <>
              <YourVehiclesCard vehicles={dashboard.data.vehicles} />
              <UpcomingAppointmentsCard appointments={dashboard.data.upcomingAppointments} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
