import type { AddAdminInput, AdminSummary, AdminUser } from '@drivecare/contract/users';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { avatarUrlOf } from './me.service.ts';
import { listAdminRows } from './users-list.repository.ts';
import { createUser, setUserRole, type HashPassword } from './users.admin.service.ts';

export async function listAdmins(db: Db, q: string): Promise<AdminSummary[]> {
  const rows = await listAdminRows(db, q);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    avatarUrl: avatarUrlOf(r.avatarKey),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A verified admin account: account, role, profile and audit row in one transaction. */
export const addAdmin = (db: Db, actor: SessionUser, input: AddAdminInput, hash: HashPassword): Promise<AdminUser> =>
  createUser(db, actor, input, hash, 'admin');

export const changeRole = (db: Db, actor: SessionUser, id: string, role: 'admin' | 'user') => setUserRole(db, actor, id, role);
