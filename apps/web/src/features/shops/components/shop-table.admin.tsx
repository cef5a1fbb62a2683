import type { Shop } from '@drivecare/contract/shops';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateNumeric } from '@/lib/format';

import { ShopActions, type ShopActionHandlers } from './shop-actions.admin';

const StatusBadge = ({ active }: { active: boolean }) => (
  <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>
);

const Phone = ({ value }: { value: string | null }) =>
  value ? <>{value}</> : <span className="text-muted-foreground italic">Not provided</span>;

/** A table on wide screens; stacked cards below the md breakpoint. */
export function ShopTable({ shops, ...handlers }: ShopActionHandlers & { shops: Shop[] }) {
  return (
    <>
      <Card className="hidden overflow-hidden py-0 md:flex">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Shops</caption>
            <thead className="border-b border-border bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Address
                </th>
                <th scope="col" className="px-4 py-3">
                  Phone
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Created
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {shops.map((shop) => (
                <tr key={shop.id} className="align-middle hover:bg-slate-50/60">
                  <th scope="row" className="px-4 py-3 font-semibold text-foreground">
                    {shop.name}
                  </th>
                  <td className="px-4 py-3 text-slate-700">
                    {shop.address}
                    <span className="block text-xs text-muted-foreground">
                      {shop.city}, {shop.state} {shop.zipCode}
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <Phone value={shop.phoneNumber} />
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge active={shop.isActive} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {formatDateNumeric(shop.createdAt)}
                  </td>
                  <td className="px-2 py-2">
                    <div className="flex justify-end">
                      <ShopActions shop={shop} {...handlers} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <ul aria-label="Shops" className="space-y-3 md:hidden">
        {shops.map((shop) => (
          <li key={shop.id}>
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
          </li>
        ))}
      </ul>
    </>
  );
}
