import type { AdminSummary } from '@drivecare/contract/users';
import { MoreHorizontalIcon, PencilIcon, ShieldMinusIcon, Trash2Icon } from 'lucide-react';

import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDateNumeric } from '@/lib/format';
import { initials } from '@/lib/names';

import type { AdminAction } from './admin-action-dialog.admin';
import { adminName } from './admin-name.admin';

/** One administrator: name, e-mail, 'Admin Since' and the actions allowed on them. */
export function AdminCard({
  admin,
  isSelf,
  canRemove,
  onEdit,
  onAction,
}: {
  admin: AdminSummary;
  isSelf: boolean;
  /** False when this is the only administrator: delete and demote are hidden. */
  canRemove: boolean;
  onEdit: () => void;
  onAction: (action: AdminAction) => void;
}) {
  const name = adminName(admin);
  const removable = canRemove && !isSelf;
  return (
    <li>
      <Card className="py-4">
        <CardContent className="flex items-center gap-3">
          <UserAvatar src={admin.avatarUrl} initials={initials(admin, 'admin')} alt={`Avatar of ${name}`} className="size-11" />
          <div className="min-w-0 flex-1 space-y-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="truncate font-semibold text-foreground">{name}</h2>
              {isSelf ? <Badge variant="info">You</Badge> : null}
            </div>
            <p className="truncate text-sm text-muted-foreground">{admin.email}</p>
            <p className="text-sm text-muted-foreground">Admin Since: {formatDateNumeric(admin.createdAt)}</p>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
              <PencilIcon aria-hidden="true" />
            </Button>
            {removable ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="icon" aria-label={`More actions for ${name}`}>
                    <MoreHorizontalIcon aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => onAction('demote')}>
                    <ShieldMinusIcon aria-hidden="true" />
                    Remove admin role
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem className="text-red-700 focus:text-red-800" onSelect={() => onAction('delete')}>
                    <Trash2Icon aria-hidden="true" />
                    Delete Admin
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
