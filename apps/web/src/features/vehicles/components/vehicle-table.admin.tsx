import type { AdminVehiclePage } from '@drivecare/contract/admin-garage';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateNumeric } from '@/lib/format';

import { titleVehicles, VehicleActions, type TitledVehicle, type VehicleActionHandlers } from './vehicle-actions.admin';

const Muted = ({ children }: { children: string }) => (
  <span className="text-muted-foreground italic">{children}</span>
);

const columns: DataTableColumn<TitledVehicle>[] = [
  { header: 'Vehicle', rowHeader: true, className: 'font-semibold text-foreground', cell: (v) => v.title },
  {
    header: 'Owner',
    cell: (v) => (
      <>
        <span className="block text-slate-800">{v.owner.name}</span>
        <span className="block text-xs text-muted-foreground">{v.owner.email}</span>
      </>
    ),
  },
  { header: 'Color', className: 'text-slate-700', cell: (v) => v.color ?? <Muted>—</Muted> },
  { header: 'License Plate', className: 'font-mono text-xs text-slate-700', cell: (v) => v.licensePlate ?? <Muted>—</Muted> },
  { header: 'Added', className: 'whitespace-nowrap text-slate-700', cell: (v) => formatDateNumeric(v.createdAt) },
];

/** 'All Vehicles': a paged table on wide screens, cards below md. */
export function VehicleTable({
  data,
  onPageChange,
  ...handlers
}: VehicleActionHandlers & {
  data: AdminVehiclePage;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const from = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const to = Math.min(data.total, data.page * data.pageSize);
  const items = titleVehicles(data.items);

  return (
    <div className="space-y-3">
      <DataTable
        rows={items}
        caption="All vehicles"
        columns={columns}
        actions={(v) => <VehicleActions vehicle={v} {...handlers} />}
        renderCard={(v) => (
          <Card className="flex-row items-start justify-between gap-2 px-4 py-4">
            <div className="min-w-0 space-y-1 text-sm">
              <h3 className="font-semibold text-foreground">{v.title}</h3>
              <p className="break-words text-slate-700">
                {v.owner.name} <span className="text-muted-foreground">· {v.owner.email}</span>
              </p>
              <p className="text-muted-foreground">
                {[v.color, v.licensePlate].filter(Boolean).join(' · ') || 'No color or plate'}
              </p>
            </div>
            <VehicleActions vehicle={v} {...handlers} />
          </Card>
        )}
      />

      <nav
        aria-label="Vehicle pages"
        className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground"
      >
        <p>
          Showing {from}–{to} of {data.total}
        </p>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => onPageChange(data.page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            Previous
          </Button>
          <span>
            Page {data.page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={data.page >= pages}
            onClick={() => onPageChange(data.page + 1)}
          >
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
