import type { AdminVehicle } from '@drivecare/contract/admin-garage';
import { withVehicleLabels } from '@drivecare/contract/vehicle-labels';
import { PencilIcon, Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** A vehicle with the title that tells it apart from its owner's other vehicles. */
export type TitledVehicle = AdminVehicle & { title: string };

export interface VehicleActionHandlers {
  onEdit: (vehicle: TitledVehicle) => void;
  onDelete: (vehicle: TitledVehicle) => void;
}

const plainTitle = (v: AdminVehicle) => `${v.year} ${v.make} ${v.model}`;

/**
 * Year, make and model, unless the same owner has another vehicle that reads the same: then the picker's
 * label (plate, colour, or a number), so the rows, their Edit/Delete buttons and the delete dialog differ.
 */
export function titleVehicles(vehicles: readonly AdminVehicle[]): TitledVehicle[] {
  const byOwner = new Map<string, AdminVehicle[]>();
  for (const v of vehicles) byOwner.set(v.owner.userId, [...(byOwner.get(v.owner.userId) ?? []), v]);
  const labels = new Map<string, string>();
  for (const own of byOwner.values()) {
    const plainCount = new Map<string, number>();
    for (const v of own) plainCount.set(plainTitle(v), (plainCount.get(plainTitle(v)) ?? 0) + 1);
    for (const v of withVehicleLabels(own)) labels.set(v.id, (plainCount.get(plainTitle(v)) ?? 0) > 1 ? v.label : plainTitle(v));
  }
  return vehicles.map((v) => ({ ...v, title: labels.get(v.id) ?? plainTitle(v) }));
}

export function VehicleActions({
  vehicle,
  onEdit,
  onDelete,
}: VehicleActionHandlers & { vehicle: TitledVehicle }) {
  const { title } = vehicle;
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
