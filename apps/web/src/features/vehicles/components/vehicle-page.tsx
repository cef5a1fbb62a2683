import { AlertCircleIcon, ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { LoadErrorState } from '@/components/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

import { useVehicleCare } from '../api/vehicle-care-queries';
import { MemberVehicleDialog } from './vehicle-form';
import { MaintenanceScheduleCard } from './maintenance-schedule-card';
import { OdometerCard } from './odometer-card';
import { ServiceHistoryCard } from './service-history-card';
import { VehicleHeaderCard } from './vehicle-header-card';
import { VehicleHistorySharing } from './vehicle-history-sharing';
import { VehicleNotFound } from './vehicle-not-found';

function VehiclePageSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading vehicle">
      <Skeleton className="h-36" />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** /garage/{vehicleId}: the header, the schedule, the odometer and the history, from one request. */
export function VehiclePage({ vehicleId }: { vehicleId: string }) {
  const care = useVehicleCare(vehicleId);
  const [editing, setEditing] = useState(false);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <Link to={paths.member.garage} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to My Garage
      </Link>
      {care.isPending ? (
        <VehiclePageSkeleton />
      ) : care.isError ? (
        isApiError(care.error) && care.error.status === 404 ? (
          <VehicleNotFound />
        ) : (
          <LoadErrorState
            icon={AlertCircleIcon}
            title="We couldn't load this vehicle"
            retrying={care.isFetching}
            onRetry={() => void care.refetch()}
          />
        )
      ) : (
        <>
          <VehicleHeaderCard care={care.data} onEdit={() => setEditing(true)} />
          <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
            <MaintenanceScheduleCard care={care.data} />
            <OdometerCard care={care.data} />
          </div>
          <ServiceHistoryCard care={care.data} />
          <VehicleHistorySharing vehicleId={care.data.vehicle.id} />
          <MemberVehicleDialog open={editing} vehicle={care.data.vehicle} onOpenChange={setEditing} />
        </>
      )}
    </div>
  );
}
