import type { AdminUser, UserStatusFilter } from '@drivecare/contract/users';
import { useQuery } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

import { AddButton } from '@/components/add-button';
import { EmptyState } from '@/components/empty-state';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { useMe } from '../api/me-queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEditDialogs } from '@/lib/use-edit-dialogs';

import { adminUserQueries, PAGE_SIZE } from '../api/user-queries.admin';

import { BanUserDialog } from './ban-user-dialog.admin';
import { DeleteUserDialog } from './delete-user-dialog.admin';
import { StatusConfirmDialog, type ConfirmableAction } from './status-confirm-dialog.admin';
import { UserCard } from './user-card.admin';
import { UserFilters } from './user-filters.admin';
import { UserFormDialog } from './user-form-dialog.admin';
import type { StatusMenuAction } from './user-status.admin';
import { isAuthError, UsersErrorState } from './users-error-state.admin';

const SEARCH_DEBOUNCE_MS = 300;

export function UsersScreen() {
  const me = useMe();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatusFilter>('active');
  const [includeAdmins, setIncludeAdmins] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search or filter starts from the first page: the page number belongs to one filter.
  const filterKey = JSON.stringify([q, status, includeAdmins]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const { formOpen, setFormOpen, editing, openCreate, openEdit, deleting, setDeleting, closeDelete } =
    useEditDialogs<AdminUser>();
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [confirming, setConfirming] = useState<{ user: AdminUser; action: ConfirmableAction } | null>(null);

  const list = useQuery(adminUserQueries.list({ q, status, includeAdmins, page }));
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = list;

  useEffect(() => {
    if (isError && !isAuthError(error)) toast.error('Failed to load users');
  }, [isError, error]);

  const onStatus = (user: AdminUser, action: StatusMenuAction) => {
    if (action === 'ban') setBanning(user);
    else setConfirming({ user, action });
  };

  const emptyText =
    (status === 'all' ? 'No users found' : `No ${status} users found`) + (q ? ' matching your search.' : '.');

  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        description="Manage user accounts and memberships."
        actions={
          <>
            <ExportCsvButton
              path={`/api/admin/users/export?${new URLSearchParams({ q, status, includeAdmins: String(includeAdmins) }).toString()}`}
            />
            <AddButton onClick={openCreate}>Add User</AddButton>
          </>
        }
      />

      <UserFilters
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        includeAdmins={includeAdmins}
        onIncludeAdmins={setIncludeAdmins}
        summary={data?.summary}
      />

      {isPending ? (
        <ListSkeleton label="Loading users" count={4} className="space-y-3" rowClassName="h-40 w-full rounded-xl" />
      ) : isError && !data ? (
        <UsersErrorState error={error} retrying={isRefetching} onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <EmptyState icon={UsersIcon} description={emptyText} />
      ) : (
        <div className="space-y-4">
          <ul aria-label="Users" aria-busy={isPlaceholderData} className={isPlaceholderData ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3'}>
            {data.data.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                isSelf={user.id === me.data?.id}
                onStatus={(action) => onStatus(user, action)}
                onEdit={() => openEdit(user)}
                onDelete={() => setDeleting(user)}
              />
            ))}
          </ul>
          <Pagination label="Users pages" page={data.page} pageSize={PAGE_SIZE} totalCount={data.totalCount} busy={isPlaceholderData} onPage={setPage} />
        </div>
      )}

      <UserFormDialog open={formOpen} onOpenChange={setFormOpen} user={editing} />
      <BanUserDialog user={banning} onClose={() => setBanning(null)} />
      <StatusConfirmDialog target={confirming} onClose={() => setConfirming(null)} />
      <DeleteUserDialog user={deleting} onClose={closeDelete} />
    </div>
  );
}
