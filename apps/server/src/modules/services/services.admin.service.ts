import { serviceMessages, type Service } from '@drivecare/contract/services';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertAuditRow, type AuditAction } from '../people/audit.repository.ts';
import {
  countServiceUses,
  deleteService,
  findServiceById,
  insertService,
  isDuplicateServiceName,
  listAllServices,
  updateService,
} from './services.repository.ts';

type Row = Awaited<ReturnType<typeof listAllServices>>[number];
const toService = (r: Row): Service => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const SERVICE_NOT_FOUND = 'Service not found';

export const getServices = async (db: Db) => (await listAllServices(db)).map(toService);

/** The database's unique index decides, so two admins adding the same name at once get one 201 and one 409. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isDuplicateServiceName(err)) throw conflict(serviceMessages.duplicateName, { name: serviceMessages.duplicateName });
    throw err;
  }
}

const snapshot = (r: Row) => ({ name: r.name, description: r.description, isActive: r.isActive });
const audit = (tx: DbOrTx, actor: SessionUser, action: AuditAction, before: Row | null, after: Row | null) =>
  insertAuditRow(tx, {
    actorId: actor.id,
    targetType: 'service',
    targetId: (after ?? before)!.id,
    targetName: (after ?? before)!.name,
    action,
    before: before && snapshot(before),
    after: after && snapshot(after),
  });

export const createService = (db: Db, actor: SessionUser, input: { name: string; description: string | null }) =>
  withUniqueName(() =>
    db.transaction(async (tx) => {
      const row = await insertService(tx, input);
      await audit(tx, actor, 'create', null, row);
      return toService(row);
    }),
  );

function update(db: Db, actor: SessionUser, action: AuditAction, id: string, values: Parameters<typeof updateService>[2]) {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const before = await findServiceById(tx, id);
      const row = before && (await updateService(tx, id, values));
      if (!row) throw notFound(SERVICE_NOT_FOUND);
      await audit(tx, actor, action, before, row);
      return toService(row);
    }),
  );
}

export const editService = (db: Db, actor: SessionUser, id: string, input: { name: string; description: string | null }) =>
  update(db, actor, 'edit', id, input);

export const setServiceStatus = (db: Db, actor: SessionUser, id: string, isActive: boolean) =>
  update(db, actor, isActive ? 'activate' : 'deactivate', id, { isActive });

/** Appointment history keeps its service names, so a used service can only be deactivated. */
export async function removeService(db: Db, actor: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    if ((await countServiceUses(tx, id)) > 0) {
      throw conflict('This service is used by appointments and cannot be deleted. Please deactivate it instead.');
    }
    const before = await findServiceById(tx, id);
    if (!before || !(await deleteService(tx, id))) throw notFound(SERVICE_NOT_FOUND);
    await audit(tx, actor, 'delete', before, null);
  });
}
