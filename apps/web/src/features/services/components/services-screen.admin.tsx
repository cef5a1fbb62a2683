import type { Service } from '@drivecare/contract/services';
import { useQuery } from '@tanstack/react-query';
import { WrenchIcon } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';

import { AddButton } from '@/components/add-button';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { useEditDialogs } from '@/lib/use-edit-dialogs';

import { adminServiceQueries } from '../api/service-queries.admin';

import { DeleteServiceDialog } from './delete-service-dialog.admin';
import { ServiceFormDialog } from './service-form-dialog.admin';
import { ServiceItem } from './service-item.admin';

const LOAD_ERROR = 'Failed to load services';

export function ServicesScreen() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(adminServiceQueries.list());
  const { formOpen, setFormOpen, editing, openCreate, openEdit, deleting, setDeleting, closeDelete } =
    useEditDialogs<Service>();

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Services"
        description="Maintain the catalogue of services members can book."
        actions={
          <AddButton onClick={openCreate}>Add Service</AddButton>
        }
      />

      {isPending ? (
        <ListSkeleton label="Loading services" count={4} className="space-y-3" rowClassName="h-28 w-full rounded-xl" />
      ) : isError ? (
        <LoadErrorState
          icon={WrenchIcon}
          title={LOAD_ERROR}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <EmptyState
          icon={WrenchIcon}
          description="No services found. Add your first service to get started."
        />
      ) : (
        <ul aria-label="Services" className="space-y-3">
          {data.map((service) => (
            <ServiceItem
              key={service.id}
              service={service}
              onEdit={() => openEdit(service)}
              onDelete={() => setDeleting(service)}
            />
          ))}
        </ul>
      )}

      <ServiceFormDialog open={formOpen} onOpenChange={setFormOpen} service={editing} />
      <DeleteServiceDialog service={deleting} onClose={closeDelete} />
    </div>
  );
}
