import { noShowsText } from '@drivecare/contract/appointments';
import type { AdminUser } from '@drivecare/contract/users';
import {
  BanIcon,
  CalendarIcon,
  ChevronDownIcon,
  CircleCheckIcon,
  CircleOffIcon,
  HistoryIcon,
  MailIcon,
  MapPinIcon,
  MoreHorizontalIcon,
  PencilIcon,
  PhoneIcon,
  ShieldCheckIcon,
  Trash2Icon,
  UndoIcon,
  UserXIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDateNumeric } from '@/lib/format';
import { initials } from '@/lib/names';

import { UserHistory } from './user-history.admin';
import { fullName, inactiveLabel, statusActionsFor, type StatusMenuAction } from './user-status.admin';

const MENU_ITEMS: Record<StatusMenuAction, { label: string; icon: typeof BanIcon; destructive?: boolean }> = {
  ban: { label: 'Ban User', icon: BanIcon, destructive: true },
  deactivate: { label: 'Deactivate', icon: CircleOffIcon, destructive: true },
  activate: { label: 'Activate', icon: CircleCheckIcon },
  unban: { label: 'Unban', icon: UndoIcon },
};

function Detail({ icon: Icon, label, children }: { icon: typeof MailIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** One account on the Users screen: every field of the spec, its badges, actions and a short history. */
export function UserCard({
  user,
  isSelf,
  onStatus,
  onEdit,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  onStatus: (action: StatusMenuAction) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const name = fullName(user);
  const label = inactiveLabel(user);
  // The server refuses to ban, deactivate or delete the signed-in admin; the menu does not offer it.
  const actions = statusActionsFor(user).filter((a) => !(isSelf && (a === 'ban' || a === 'deactivate')));
  const place = [user.city, user.state].filter(Boolean).join(', ');
  const historyId = `history-${user.id}`;

  return (
    <li>
      <Card className="gap-0 py-0">
        <CardContent className="space-y-4 py-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              <UserAvatar src={user.avatarUrl} initials={initials(user)} alt={`Avatar of ${name}`} className="size-12" />
              <div className="min-w-0 space-y-1.5">
                <h2 className="truncate text-base font-semibold text-foreground">{name}</h2>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>
                    {user.role === 'admin' ? <ShieldCheckIcon aria-hidden="true" /> : null}
                    {user.role === 'admin' ? 'Admin' : 'User'}
                  </Badge>
                  <Badge variant={user.membershipLevel === 'premium' ? 'warning' : 'outline'}>
                    {user.membershipLevel === 'premium' ? 'Premium' : 'Basic'}
                  </Badge>
                  <Badge variant={user.isActive ? 'success' : 'destructive'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
                </div>
                {label ? <p className="text-sm font-medium text-red-700">{label}</p> : null}
              </div>
            </div>
            <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
              <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
                <PencilIcon aria-hidden="true" />
              </Button>
              {isSelf ? null : (
                <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} className="text-red-700 hover:text-red-800" onClick={onDelete}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              )}
              {actions.length > 0 ? (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="outline" size="icon" aria-label={`Actions for ${name}`}>
                      <MoreHorizontalIcon aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuLabel>Account status</DropdownMenuLabel>
                    <DropdownMenuSeparator />
                    {actions.map((action) => {
                      const item = MENU_ITEMS[action];
                      return (
                        <DropdownMenuItem
                          key={action}
                          onSelect={() => onStatus(action)}
                          className={item.destructive ? 'text-red-700 focus:text-red-800' : undefined}
                        >
                          <item.icon aria-hidden="true" />
                          {item.label}
                        </DropdownMenuItem>
                      );
                    })}
                  </DropdownMenuContent>
                </DropdownMenu>
              ) : null}
            </div>
          </div>

          <dl className="grid gap-x-6 gap-y-2 text-sm text-foreground sm:grid-cols-2 lg:grid-cols-3">
            <Detail icon={MailIcon} label="Email">
              {user.email}
            </Detail>
            <Detail icon={PhoneIcon} label="Phone">
              {user.phoneNumber ?? <span className="text-muted-foreground">No phone</span>}
            </Detail>
            <Detail icon={MapPinIcon} label="Address">
              {user.address ?? <span className="text-muted-foreground">No address</span>}
              {place ? <span className="block text-muted-foreground">{place}{user.zipCode ? ` ${user.zipCode}` : ''}</span> : null}
            </Detail>
            <Detail icon={CalendarIcon} label="Member Since">
              Member Since: {formatDateNumeric(user.createdAt)}
            </Detail>
            <Detail icon={CalendarIcon} label="Membership Expires">
              Membership Expires: {user.membershipExpiration ? formatDateNumeric(user.membershipExpiration) : 'No expiration'}
            </Detail>
            <Detail icon={UserXIcon} label="No-shows">
              <span className={user.noShows > 0 ? 'font-medium text-amber-700 dark:text-amber-300' : 'text-muted-foreground'} data-testid="no-shows">
                {noShowsText(user.noShows)}
              </span>
            </Detail>
          </dl>

          <div>
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0 text-muted-foreground"
              aria-expanded={showHistory}
              aria-controls={historyId}
              onClick={() => setShowHistory((v) => !v)}
            >
              <HistoryIcon aria-hidden="true" />
              History
              <ChevronDownIcon aria-hidden="true" className={showHistory ? 'rotate-180 transition-transform' : 'transition-transform'} />
            </Button>
            {showHistory ? (
              <div id={historyId} className="mt-2 rounded-md bg-muted/50 p-3">
                <UserHistory userId={user.id} />
              </div>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
