import { serviceMessages, type Service } from '@drivecare/contract/services';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import {
  countServiceUses,
  deleteService,
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

type ServiceValues = { name: string; description: string | null; price: number | null };
const toRow = ({ name, description, price }: ServiceValues) => ({ name, description, priceCents: price });

export const createService = async (db: Db, input: ServiceValues) => toService(await withUniqueName(() => insertService(db, toRow(input))));

export async function editService(db: Db, id: string, input: ServiceValues) {
  const row = await withUniqueName(() => updateService(db, id, toRow(input)));
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return toService(row);
}

export async function setServiceStatus(db: Db, id: string, isActive: boolean) {
  const row = await updateService(db, id, { isActive });
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return toService(row);
}

/** Appointment history keeps its service names, so a used service can only be deactivated. */
export async function removeService(db: Db, id: string) {
  await db.transaction(async (tx) => {
    if ((await countServiceUses(tx, id)) > 0) {
      throw conflict('This service is used by appointments and cannot be deleted. Please deactivate it instead.');
    }
    if (!(await deleteService(tx, id))) throw notFound(SERVICE_NOT_FOUND);
  });
}
