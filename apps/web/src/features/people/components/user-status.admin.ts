import type { AdminUser } from '@drivecare/contract/users';

import { formatDateNumeric } from '@/lib/format';

/** Why an inactive account is inactive: 'Banned until {date}', 'Deactivated on {date}' or 'Inactive'. */
export function inactiveLabel(user: AdminUser): string | null {
  if (user.isActive) return null;
  if (user.banned && user.bannedUntil) return `Banned until ${formatDateNumeric(user.bannedUntil)}`;
  // A ban without an end date has no date to show; say so rather than a bare 'Inactive'.
  if (user.banned) return 'Banned (no end date)';
  if (user.deactivatedAt) return `Deactivated on ${formatDateNumeric(user.deactivatedAt)}`;
  return 'Inactive';
}

export type StatusMenuAction = 'ban' | 'deactivate' | 'activate' | 'unban';

/** The spec's menu rules: ban and deactivate for an active account, activate for an inactive one, unban while banned. */
export function statusActionsFor(user: AdminUser): StatusMenuAction[] {
  const actions: StatusMenuAction[] = user.isActive ? ['ban', 'deactivate'] : ['activate'];
  if (user.banned) actions.push('unban');
  return actions;
}

export const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
