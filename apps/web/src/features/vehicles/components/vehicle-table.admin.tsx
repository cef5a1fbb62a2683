import type { AdminVehiclePage } from '@drivecare/contract/admin-garage';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateNumeric } from '@/lib/format';

import { titleVehicles, VehicleActions, type VehicleActionHandlers } from './vehicle-actions.admin';

const Muted = ({ children }: { children: string }) => (
  <span className="text-muted-foreground italic">{children}</span>
);

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
      <Card className="hidden overflow-hidden py-0 md:flex">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">All vehicles</caption>
            <thead className="border-b border-border bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Vehicle
                </th>
                <th scope="col" className="px-4 py-3">
                  Owner
                </th>
                <th scope="col" className="px-4 py-3">
                  Color
                </th>
                <th scope="col" className="px-4 py-3">
                  License Plate
                </th>
                <th scope="col" className="px-4 py-3">
                  Added
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {items.map((v) => (
                <tr key={v.id} className="hover:bg-slate-50/60">
                  <th scope="row" className="px-4 py-3 font-semibold text-foreground">
                    {v.title}
                  </th>
                  <td className="px-4 py-3">
                    <span className="block text-slate-800">{v.owner.name}</span>
                    <span className="block text-xs text-muted-foreground">{v.owner.email}</span>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{v.color ?? <Muted>—</Muted>}</td>
                  <td className="px-4 py-3 font-mono text-xs text-slate-700">
                    {v.licensePlate ?? <Muted>—</Muted>}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {formatDateNumeric(v.createdAt)}
                  </td>
                  <td className="px-2 py-2">
                    <div className="flex justify-end">
                      <VehicleActions vehicle={v} {...handlers} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <ul aria-label="All vehicles" className="space-y-3 md:hidden">
        {items.map((v) => (
          <li key={v.id}>
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
          </li>
        ))}
      </ul>

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
