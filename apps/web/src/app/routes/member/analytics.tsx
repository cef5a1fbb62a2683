import { AlertCircleIcon } from 'lucide-react';

import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '@/features/analytics/api/analytics-queries';
import { AdvancedAnalyticsSection } from '@/features/analytics/components/advanced-analytics';
import { BasicAnalyticsSection } from '@/features/analytics/components/basic-analytics';
import { LockedPreview } from '@/features/analytics/components/locked-preview';
import { errorMessage } from '@/lib/api-client';

export default function AnalyticsPage() {
  const analytics = useAnalytics();
  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" description="Your visits, spending and upcoming maintenance." />
      {analytics.isError ? (
        <EmptyState
          icon={AlertCircleIcon}
          title="We couldn't load your analytics"
          description={errorMessage(analytics.error)}
          action={<Button onClick={() => void analytics.refetch()}>Try Again</Button>}
        />
      ) : (
        <>
          <BasicAnalyticsSection figures={analytics.data?.basic} />
          {analytics.isPending ? (
            <Skeleton className="h-64 rounded-xl" />
          ) : analytics.data.advanced ? (
            <AdvancedAnalyticsSection data={analytics.data.advanced} />
          ) : (
            <section aria-labelledby="advanced-analytics-title" className="space-y-3">
              <h2 id="advanced-analytics-title" className="text-lg font-semibold text-foreground">
                Advanced analytics
              </h2>
              <LockedPreview />
            </section>
          )}
        </>
      )}
    </div>
  );
}
