import type { AdminSummary } from '@drivecare/contract/users';
import { useQuery } from '@tanstack/react-query';
import { SearchIcon, ShieldIcon } from 'lucide-react';
import { useState } from 'react';

import { AddButton } from '@/components/add-button';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Input } from '@/components/ui/input';
import { useMe } from '../api/me-queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { adminQueries } from '../api/admin-queries.admin';

import { AdminActionDialog, type AdminAction } from './admin-action-dialog.admin';
import { AdminCard } from './admin-card.admin';
import { AddAdminDialog } from './add-admin-dialog.admin';
import { EditAdminDialog } from './edit-admin-dialog.admin';

export function ManagementScreen() {
  const me = useMe();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useQuery(adminQueries.list(q));
  // Whether only one admin exists is judged on the whole list, not on a filtered search.
  const everyone = useQuery(adminQueries.list(''));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminSummary | null>(null);
  const [acting, setActing] = useState<{ admin: AdminSummary; action: AdminAction } | null>(null);
  const canRemove = (everyone.data?.length ?? 0) > 1;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Management"
        description="Create, edit and remove administrator accounts."
        actions={
          <AddButton onClick={() => setAdding(true)}>Add Admin</AddButton>
        }
      />

      <div className="relative w-full sm:max-w-sm">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search admins"
          placeholder="Search admins..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {list.isPending ? (
        <ListSkeleton label="Loading administrators" count={3} className="space-y-3" rowClassName="h-24 w-full rounded-xl" />
      ) : list.isError ? (
        <LoadErrorState
          icon={ShieldIcon}
          title="Failed to load administrators"
          retrying={list.isRefetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState icon={ShieldIcon} description={q ? 'No admins found matching your search.' : 'No admins found.'} />
      ) : (
        <ul aria-label="Administrators" className="grid gap-3 lg:grid-cols-2">
          {list.data.map((admin) => (
            <AdminCard
              key={admin.id}
              admin={admin}
              isSelf={admin.id === me.data?.id}
              canRemove={canRemove}
              onEdit={() => setEditing(admin)}
              onAction={(action) => setActing({ admin, action })}
            />
          ))}
        </ul>
      )}

      <AddAdminDialog open={adding} onOpenChange={setAdding} />
      <EditAdminDialog admin={editing} onClose={() => setEditing(null)} />
      <AdminActionDialog target={acting} onClose={() => setActing(null)} />
    </div>
  );
}
