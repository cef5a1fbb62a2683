import type { Shop } from '@drivecare/contract/shops';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateNumeric } from '@/lib/format';

import { ShopActions, type ShopActionHandlers } from './shop-actions.admin';

const StatusBadge = ({ active }: { active: boolean }) => (
  <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>
);

const Phone = ({ value }: { value: string | null }) =>
  value ? <>{value}</> : <span className="text-muted-foreground italic">Not provided</span>;

const columns: DataTableColumn<Shop>[] = [
  { header: 'Name', rowHeader: true, className: 'font-semibold text-foreground', cell: (shop) => shop.name },
  {
    header: 'Address',
    className: 'text-slate-700',
    cell: (shop) => (
      <>
        {shop.address}
        <span className="block text-xs text-muted-foreground">
          {shop.city}, {shop.state} {shop.zipCode}
        </span>
      </>
    ),
  },
  { header: 'Phone', className: 'whitespace-nowrap text-slate-700', cell: (shop) => <Phone value={shop.phoneNumber} /> },
  { header: 'Status', cell: (shop) => <StatusBadge active={shop.isActive} /> },
  { header: 'Created', className: 'whitespace-nowrap text-slate-700', cell: (shop) => formatDateNumeric(shop.createdAt) },
];

/** A table on wide screens; stacked cards below the md breakpoint. */
export function ShopTable({ shops, ...handlers }: ShopActionHandlers & { shops: Shop[] }) {
  return (
    <DataTable
      rows={shops}
      caption="Shops"
      columns={columns}
      rowClassName="align-middle"
      actions={(shop) => <ShopActions shop={shop} {...handlers} />}
      renderCard={(shop) => (
        <Card className="gap-3 px-4 py-4">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-semibold break-words text-foreground">{shop.name}</h2>
            <StatusBadge active={shop.isActive} />
          </div>
          <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Address</dt>
            <dd className="break-words text-slate-700">
              {shop.address}, {shop.city}, {shop.state} {shop.zipCode}
            </dd>
            <dt className="text-muted-foreground">Phone</dt>
            <dd className="text-slate-700">
              <Phone value={shop.phoneNumber} />
            </dd>
            <dt className="text-muted-foreground">Created</dt>
            <dd className="text-slate-700">{formatDateNumeric(shop.createdAt)}</dd>
          </dl>
          <div className="-mx-2 border-t border-border pt-2">
            <ShopActions shop={shop} {...handlers} />
          </div>
        </Card>
      )}
    />
  );
}
