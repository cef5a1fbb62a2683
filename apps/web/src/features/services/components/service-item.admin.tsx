import { formatUsd, type Service } from '@drivecare/contract/services';
import { PencilIcon, PowerIcon, PowerOffIcon, Trash2Icon } from 'lucide-react';
import { toast } from '@/lib/toast';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateNumeric } from '@/lib/format';

import { useSetServiceStatus } from '../api/service-mutations.admin';

export function ServiceItem({
  service,
  onEdit,
  onDelete,
}: {
  service: Service;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const setStatus = useSetServiceStatus();
  const toggle = () => {
    const isActive = !service.isActive;
    setStatus.mutate(
      { id: service.id, isActive },
      {
        onSuccess: () => toast.success(`${service.name} ${isActive ? 'activated' : 'deactivated'}`),
        onError: () => toast.error('Failed to update service status'),
      },
    );
  };

  return (
    <li>
      <Card
        aria-label={service.name}
        role="article"
        className="flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold break-words text-foreground">{service.name}</h2>
            <Badge variant={service.isActive ? 'success' : 'secondary'}>
              {service.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </div>
          <p className="text-sm break-words text-slate-700">
            {service.description ?? <span className="text-muted-foreground italic">No description</span>}
          </p>
          <p className="text-sm font-medium text-foreground">{service.priceCents === null ? 'No price' : formatUsd(service.priceCents)}</p>
          <p className="text-xs text-muted-foreground">Created {formatDateNumeric(service.createdAt)}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${service.name}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={setStatus.isPending}
            onClick={toggle}
            aria-label={`${service.isActive ? 'Deactivate' : 'Activate'} ${service.name}`}
          >
            {service.isActive ? <PowerOffIcon aria-hidden="true" /> : <PowerIcon aria-hidden="true" />}
            {service.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
            aria-label={`Delete ${service.name}`}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      </Card>
    </li>
  );
}
