import { useParams } from 'react-router';

import { VehiclePage } from '@/features/vehicles/components/vehicle-page';

export default function VehicleRoute() {
  const { vehicleId = '' } = useParams();
  return <VehiclePage key={vehicleId} vehicleId={vehicleId} />;
}
