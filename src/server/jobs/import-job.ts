import type { EntityManager } from '@mikro-orm/postgresql';
import { planOf } from '../features/imports/service.ts';
import { runImport } from '../features/records/import/run-import.ts';

/** Runs one queued CSV import with the choices saved when it was started, as the person who started it. */
export function runImportJob(em: EntityManager, importId: string): Promise<void> {
  return runImport(em, importId, (dataImport) => planOf(dataImport, dataImport.createdBy));
}
