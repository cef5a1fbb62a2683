import type { AdminVehicle } from '@drivecare/contract/admin-garage';
import { PencilIcon, Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';

export interface VehicleActionHandlers {
  onEdit: (vehicle: AdminVehicle) => void;
  onDelete: (vehicle: AdminVehicle) => void;
}

export const vehicleTitle = (v: AdminVehicle) => `${v.year} ${v.make} ${v.model}`;

export function VehicleActions({
  vehicle,
  onEdit,
  onDelete,
}: VehicleActionHandlers & { vehicle: AdminVehicle }) {
  const title = vehicleTitle(vehicle);
  return (
    <div className="flex items-center gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${title} of ${vehicle.owner.name}`}
        onClick={() => onEdit(vehicle)}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={`Delete ${title} of ${vehicle.owner.name}`}
        onClick={() => onDelete(vehicle)}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
