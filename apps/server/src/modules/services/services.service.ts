import type { BookableService } from '@drivecare/contract/services';
import type { Db } from '../../db/client.ts';
import { listActiveServices } from './services.repository.ts';

export const getBookableServices = (db: Db): Promise<BookableService[]> => listActiveServices(db);
