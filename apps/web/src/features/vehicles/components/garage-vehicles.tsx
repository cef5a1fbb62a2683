import { MAX_VEHICLES, vehicleMessages, type Vehicle } from '@drivecare/contract/vehicles';
import { AlertCircleIcon, CarIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

import { AddButton } from '@/components/add-button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

import { useVehicles } from '../api/vehicle-queries';
import { GarageLoading } from './garage-loading';
import { RemoveVehicleDialog } from './remove-vehicle-dialog';
import { VehicleCard } from './vehicle-card';
import { MemberVehicleDialog } from './vehicle-form';

/**
 * 'My Garage': header (Add Vehicle while under the limit), loading cards, empty state or the grid, and the
 * add/edit and remove dialogs. `startAdding` opens the add dialog at once (the /garage/add address).
 */
export function GarageVehicles({ startAdding = false }: { startAdding?: boolean }) {
  const vehicles = useVehicles();
  const [dialogOpen, setDialogOpen] = useState(startAdding);
  // null means adding. Kept after closing, so the closing dialog's title does not flip.
  const [dialogVehicle, setDialogVehicle] = useState<Vehicle | null>(null);
  const [removing, setRemoving] = useState<Vehicle | null>(null);

  useEffect(() => {
    if (vehicles.isError) toast.error(vehicleMessages.loadFailed(errorMessage(vehicles.error)));
  }, [vehicles.isError, vehicles.error]);

  const openDialog = (vehicle: Vehicle | null) => {
    setDialogVehicle(vehicle);
    setDialogOpen(true);
  };
  const addButton = (
    <AddButton onClick={() => openDialog(null)}>Add Vehicle</AddButton>
  );
  const canAddMore = vehicles.isSuccess && vehicles.data.length < MAX_VEHICLES;

  return (
    <>
      <PageHeader title="My Garage" description="Manage your vehicles" actions={canAddMore ? addButton : null} />

      {vehicles.isPending ? (
        <GarageLoading />
      ) : vehicles.isError ? (
        <EmptyState
          icon={AlertCircleIcon}
          title="We couldn't load your vehicles"
          description={errorMessage(vehicles.error)}
          action={<Button onClick={() => void vehicles.refetch()}>Try Again</Button>}
        />
      ) : vehicles.data.length === 0 ? (
        <EmptyState
          icon={CarIcon}
          title="No vehicles yet"
          description="Add your first vehicle to get started with managing your garage"
          action={addButton}
        />
      ) : (
        <>
          <ul aria-label="Your vehicles" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {vehicles.data.map((vehicle) => (
              <VehicleCard
                key={vehicle.id}
                vehicle={vehicle}
                onEdit={() => openDialog(vehicle)}
                onRemove={() => setRemoving(vehicle)}
              />
            ))}
          </ul>
          {!canAddMore ? (
            <p className="text-sm text-muted-foreground">
              You have {MAX_VEHICLES} vehicles, the most a garage can hold. Remove one to add another.
            </p>
          ) : null}
        </>
      )}

      <MemberVehicleDialog
        open={dialogOpen}
        vehicle={dialogVehicle}
        onOpenChange={setDialogOpen}
      />
      <RemoveVehicleDialog vehicle={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
