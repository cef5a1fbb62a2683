import type { Shop } from '@drivecare/contract/shops';
import { StoreIcon, type LucideIcon, CircleCheckIcon, CircleOffIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

function StatCard({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="flex-row items-center gap-4 px-4 py-4 sm:px-5 sm:py-5">
      <div className={`hidden size-11 shrink-0 items-center justify-center rounded-full sm:flex ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </div>
      <div>
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-10" />
        ) : (
          <p className="text-2xl font-bold text-foreground">{value}</p>
        )}
      </div>
    </Card>
  );
}

export function ShopStats({ shops }: { shops: Shop[] | undefined }) {
  const active = shops?.filter((s) => s.isActive).length;
  return (
    <div className="grid grid-cols-3 gap-3 sm:gap-4">
      <StatCard label="Total Shops" value={shops?.length} icon={StoreIcon} tone="bg-blue-100 text-blue-700" />
      <StatCard
        label="Active Shops"
        value={active}
        icon={CircleCheckIcon}
        tone="bg-green-100 text-green-700"
      />
      <StatCard
        label="Inactive Shops"
        value={shops && active !== undefined ? shops.length - active : undefined}
        icon={CircleOffIcon}
        tone="bg-slate-100 text-slate-700"
      />
    </div>
  );
}
