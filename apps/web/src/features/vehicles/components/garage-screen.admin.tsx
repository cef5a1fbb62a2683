import type { AdminVehicle } from '@drivecare/contract/admin-garage';
import { useQuery } from '@tanstack/react-query';
import { CarIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';

import { AddButton } from '@/components/add-button';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadErrorState } from '@/components/load-error-state';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { useEditDialogs } from '@/lib/use-edit-dialogs';

import { adminGarageQueries, garageFilterParams, type GarageFilters as Filters } from '../api/garage-queries.admin';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { DeleteVehicleDialog } from './delete-vehicle-dialog.admin';
import { GarageFilters } from './garage-filters.admin';
import { GarageGroups } from './garage-groups.admin';
import { GarageStats } from './garage-stats.admin';
import { AdminVehicleDialog } from './vehicle-form.admin';
import type { TitledVehicle } from './vehicle-actions.admin';
import { VehicleTable } from './vehicle-table.admin';

type Tab = 'all' | 'by-garage';

const VehiclesSkeleton = () => (
  <ListSkeleton label="Loading vehicles" count={5} className="space-y-2" rowClassName="h-14 w-full rounded-lg" />
);

export function GarageScreen() {
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const [make, setMake] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const filters = useMemo<Filters>(() => ({ q, make, year }), [q, make, year]);
  // A page number belongs to the filters it was chosen under; new filters start on page 1.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key: filtersKey, page: 1 });
  const page = paging.key === filtersKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filtersKey, page: next });

  const stats = useQuery(adminGarageQueries.stats());
  const vehicles = useQuery({
    ...adminGarageQueries.vehicles(filters, page),
    enabled: tab === 'all',
  });
  const groups = useQuery({
    ...adminGarageQueries.byGarage(filters),
    enabled: tab === 'by-garage',
  });
  const current = tab === 'all' ? vehicles : groups;

  const { formOpen, setFormOpen, editing, openCreate, openEdit, deleting, setDeleting, closeDelete } =
    useEditDialogs<AdminVehicle, TitledVehicle>();
  const handlers = { onEdit: openEdit, onDelete: setDeleting };

  const loadError = current.isError
    ? `Failed to load vehicles and garages: ${errorMessage(current.error)}`
    : null;
  useEffect(() => {
    if (loadError) toast.error(loadError);
  }, [loadError]);

  const filtered = Boolean(q || make || year);
  const empty = (
    <EmptyState
      icon={CarIcon}
      description={
        filtered ? 'No vehicles match your filters.' : 'No vehicles yet. Vehicles members add appear here.'
      }
    />
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Garage Management"
        description="Every member’s vehicles, grouped by garage."
        actions={
          <>
            <ExportCsvButton path={`/api/admin/garage/vehicles/export?${garageFilterParams(filters)}`} />
            <AddButton onClick={openCreate}>Add Vehicle</AddButton>
          </>
        }
      />

      <GarageStats stats={stats.data} />

      <GarageFilters
        stats={stats.data}
        search={search}
        onSearchChange={setSearch}
        make={make}
        onMakeChange={setMake}
        year={year}
        onYearChange={setYear}
      />

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList>
          <TabsTrigger value="all">All Vehicles</TabsTrigger>
          <TabsTrigger value="by-garage">By Garage</TabsTrigger>
        </TabsList>
        {loadError ? (
          <LoadErrorState
            className="mt-4"
            icon={CarIcon}
            title="Failed to load vehicles and garages"
            description={errorMessage(current.error)}
            retrying={current.isRefetching}
            onRetry={() => void current.refetch()}
          />
        ) : null}
        <TabsContent value="all" className="mt-4">
          {loadError ? null : !vehicles.data ? (
            <VehiclesSkeleton />
          ) : vehicles.data.total === 0 ? (
            empty
          ) : (
            <VehicleTable data={vehicles.data} onPageChange={setPage} {...handlers} />
          )}
        </TabsContent>
        <TabsContent value="by-garage" className="mt-4">
          {loadError ? null : !groups.data ? (
            <VehiclesSkeleton />
          ) : groups.data.length === 0 ? (
            empty
          ) : (
            <GarageGroups groups={groups.data} {...handlers} />
          )}
        </TabsContent>
      </Tabs>

      <AdminVehicleDialog open={formOpen} onOpenChange={setFormOpen} vehicle={editing} />
      <DeleteVehicleDialog vehicle={deleting} onClose={closeDelete} />
    </div>
  );
}
