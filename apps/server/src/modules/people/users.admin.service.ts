import type { AdminUser, CreateUserInput, UpdateUserInput, UserListResponse, UserStatusAction } from '@drivecare/contract/users';
import { usersMessages } from '@drivecare/contract/users';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { forgetAccount, type SessionUser } from '../../lib/session-cache.ts';
import { insertAuditRow, listAuditForTarget } from './audit.repository.ts';
import { avatarUrlOf } from './me.service.ts';
import {
  countActiveAdmins,
  deleteSessions,
  findUserIdByEmail,
  findUserRow,
  insertAccount,
  lockAdminSet,
  setCredentialPassword,
  updateProfileRow,
  updateUserRow,
} from './users.repository.ts';
import { listUserRows, type ListParams } from './users-list.repository.ts';
import { rememberEndedSessions } from './account-refusal.repository.ts';

export type HashPassword = (password: string) => Promise<string>;

type Row = NonNullable<Awaited<ReturnType<typeof findUserRow>>>;

const iso = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString());
const orNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/** A person's name, phone and address, as the back office shows them and the audit log keeps them. */
const contactOf = (r: Omit<Row, 'deletedAt'>) => ({
  firstName: r.firstName,
  lastName: r.lastName,
  phoneNumber: r.phoneNumber,
  address: r.address,
  city: r.city,
  state: r.state,
  zipCode: r.zipCode,
});

export function toAdminUser(r: Omit<Row, 'deletedAt'>): AdminUser {
  return {
    id: r.id,
    email: r.email,
    ...contactOf(r),
    avatarUrl: avatarUrlOf(r.avatarKey),
    role: r.role === 'admin' ? 'admin' : 'user',
    membershipLevel: r.membershipLevel === 'premium' ? 'premium' : 'basic',
    membershipExpiration: r.membershipExpiration,
    isActive: r.isActive && !r.banned,
    banned: !!r.banned,
    bannedUntil: r.banned ? iso(r.banExpires) : null,
    deactivatedAt: r.isActive ? null : iso(r.deactivatedAt),
    createdAt: iso(r.createdAt)!,
    noShows: r.noShows,
  };
}

/** What the audit log keeps of a person: the fields an admin can change. */
const snapshot = (r: Row) => ({
  email: r.email,
  role: r.role,
  ...contactOf(r),
  isActive: r.isActive,
  banned: !!r.banned,
  banExpires: iso(r.banExpires),
  deleted: r.deletedAt !== null,
});

export async function listUsers(db: Db, params: ListParams): Promise<UserListResponse> {
  const { rows, totalCount, summary } = await listUserRows(db, params);
  return { data: rows.map(toAdminUser), summary, page: params.page, pageSize: params.pageSize, totalCount };
}

async function loadLiving(db: DbOrTx, id: string): Promise<Row> {
  const row = await findUserRow(db, id);
  if (!row || row.deletedAt) throw notFound('User not found');
  return row;
}

/** Refuses a change that would leave no active administrator; call with the advisory lock held. */
export async function assertNotLastAdmin(tx: DbOrTx, target: Row) {
  const wasActiveAdmin = target.role === 'admin' && target.isActive && !target.banned;
  if (wasActiveAdmin && (await countActiveAdmins(tx, target.id)) === 0) throw conflict(usersMessages.lastAdmin);
}

export async function createUser(db: Db, actor: SessionUser, input: CreateUserInput, hash: HashPassword, role: 'admin' | 'user' = 'user'): Promise<AdminUser> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hash(input.password ?? '');
  const id = crypto.randomUUID().replaceAll('-', '');
  await db.transaction(async (tx) => {
    if (await findUserIdByEmail(tx, email)) throw new AppError('CONFLICT', usersMessages.emailTaken, { email: usersMessages.emailTaken });
    await insertAccount(tx, {
      id,
      email,
      name: `${input.firstName.trim()} ${input.lastName.trim()}`,
      role,
      passwordHash,
      profile: {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phoneNumber: orNull(input.phoneNumber),
        address: orNull(input.address),
        city: orNull(input.city),
        state: orNull(input.state)?.toUpperCase() ?? null,
        zipCode: orNull(input.zipCode),
      },
    });
    const created = await loadLiving(tx, id);
    await insertAuditRow(tx, { actorId: actor.id, targetId: id, action: 'create', before: null, after: snapshot(created) });
  });
  return toAdminUser(await loadLiving(db, id));
}

export async function updateUser(db: Db, actor: SessionUser, id: string, input: UpdateUserInput, hash: HashPassword): Promise<AdminUser> {
  const passwordHash = input.password ? await hash(input.password) : null;
  await db.transaction(async (tx) => {
    const before = await loadLiving(tx, id);
    const email = input.email.trim().toLowerCase();
    if (email !== before.email.toLowerCase()) {
      const other = await findUserIdByEmail(tx, email);
      if (other && other !== id) throw new AppError('CONFLICT', usersMessages.emailTaken, { email: usersMessages.emailTaken });
    }
    await updateUserRow(tx, id, { email, name: `${input.firstName.trim()} ${input.lastName.trim()}` });
    // A field left out keeps its value (Admin Management edits names and e-mail only); '' clears it.
    const keep = (v: string | undefined, current: string | null) => (v === undefined ? current : orNull(v));
    await updateProfileRow(tx, id, {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phoneNumber: keep(input.phoneNumber, before.phoneNumber),
      address: keep(input.address, before.address),
      city: keep(input.city, before.city),
      state: keep(input.state, before.state)?.toUpperCase() ?? null,
      zipCode: keep(input.zipCode, before.zipCode),
    });
    if (passwordHash) {
      await setCredentialPassword(tx, id, passwordHash);
      await deleteSessions(tx, id);
    }
    const after = await loadLiving(tx, id);
    await insertAuditRow(tx, { actorId: actor.id, targetId: id, action: 'edit', before: snapshot(before), after: { ...snapshot(after), passwordChanged: !!passwordHash } });
  });
  // An edit can change what a session carries (the e-mail) or end them all (a new password): drop this instance's.
  forgetAccount(id);
  return toAdminUser(await loadLiving(db, id));
}

export async function changeUserStatus(db: Db, actor: SessionUser, id: string, input: UserStatusAction): Promise<AdminUser> {
  const removesAccess = input.action === 'ban' || input.action === 'deactivate';
  if (removesAccess && id === actor.id) throw conflict(usersMessages.cannotActOnSelf);
  await db.transaction(async (tx) => {
    if (removesAccess) await lockAdminSet(tx);
    const before = await loadLiving(tx, id);
    if (removesAccess) await assertNotLastAdmin(tx, before);
    switch (input.action) {
      case 'ban': {
        const until = input.until ? new Date(`${input.until}T23:59:59.999Z`) : null;
        await updateUserRow(tx, id, { banned: true, banReason: input.reason, banExpires: until });
        await rememberEndedSessions(tx, id);
        await deleteSessions(tx, id);
        break;
      }
      case 'unban':
        await updateUserRow(tx, id, { banned: false, banReason: null, banExpires: null });
        break;
      case 'deactivate':
        await updateProfileRow(tx, id, { isActive: false, deactivatedAt: new Date() });
        await rememberEndedSessions(tx, id);
        await deleteSessions(tx, id);
        break;
      case 'activate':
        // Activating an inactive account gives it back in full: a ban is lifted too.
        await updateProfileRow(tx, id, { isActive: true, deactivatedAt: null });
        await updateUserRow(tx, id, { banned: false, banReason: null, banExpires: null });
        break;
    }
    const after = await loadLiving(tx, id);
    await insertAuditRow(tx, {
      actorId: actor.id,
      targetId: id,
      action: input.action,
      before: snapshot(before),
      after: input.action === 'ban' ? { ...snapshot(after), reason: input.reason } : snapshot(after),
    });
  });
  // Its sessions ended in the transaction; the ones this instance has cached end now too.
  forgetAccount(id);
  return toAdminUser(await loadLiving(db, id));
}

/** Soft delete: the row and its appointment history stay; sign-in is refused and sessions end. */
export async function deleteUser(db: Db, actor: SessionUser, id: string): Promise<{ role: 'admin' | 'user' }> {
  if (id === actor.id) throw conflict(usersMessages.cannotActOnSelf);
  let role: 'admin' | 'user' = 'user';
  await db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const before = await loadLiving(tx, id);
    await assertNotLastAdmin(tx, before);
    role = before.role === 'admin' ? 'admin' : 'user';
    await updateProfileRow(tx, id, { deletedAt: new Date(), isActive: false });
    await deleteSessions(tx, id);
    await insertAuditRow(tx, { actorId: actor.id, targetId: id, action: 'delete', before: snapshot(before), after: { ...snapshot(before), deleted: true } });
  });
  // Its sessions ended in the transaction; the ones this instance has cached end now too.
  forgetAccount(id);
  return { role };
}

export async function setUserRole(db: Db, actor: SessionUser, id: string, role: 'admin' | 'user'): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const before = await loadLiving(tx, id);
    if (before.role === role) return;
    if (role === 'user') await assertNotLastAdmin(tx, before);
    await updateUserRow(tx, id, { role });
    // Sessions carry the role in their 5-second cookie cache; end them so the change holds at once.
    await deleteSessions(tx, id);
    await insertAuditRow(tx, { actorId: actor.id, targetId: id, action: 'role_change', before: snapshot(before), after: { ...snapshot(before), role } });
  });
  // Its sessions ended in the transaction; the ones this instance has cached end now too.
  forgetAccount(id);
  return toAdminUser(await loadLiving(db, id));
}

export async function getUserHistory(db: Db, id: string) {
  const rows = await listAuditForTarget(db, id, 10);
  return rows.map((r) => ({ id: r.id, action: r.action, actorEmail: r.actorEmail, createdAt: r.createdAt.toISOString() }));
}
