import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  IMPORT_PREVIEW_ROWS,
  MAX_IMPORT_BYTES,
  type importChoicesSchema,
  type ImportTypeName,
} from '../../../shared/schemas/import.ts';
import { DataImport } from '../../db/entities/data-import.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { checkedMapping, chosenKey, guessMapping } from '../records/import/column-mapping.ts';
import { csvRows, type CsvRow } from '../records/import/csv-file.ts';
import { receiveCsv } from '../records/import/csv-upload.ts';
import { fileChunks, saveChunk } from '../records/import/file-chunks.ts';
import { prepareRows, type ImportPlan } from '../records/import/prepare-rows.ts';
import { importedTypes } from './import-types.ts';

type ImportChoices = z.output<typeof importChoicesSchema>;

const IMPORT_NOT_FOUND = 'Import not found';

/**
 * Keeps an upload, read as it arrives and checked to be UTF-8 CSV with a header and rows, as a
 * new import of the person's: its pieces are stored as they come, in one transaction with the
 * import, so a refused or broken-off upload leaves nothing behind.
 */
export async function uploadImport(
  em: EntityManager,
  user: User,
  type: ImportTypeName,
  fileName: string,
  body: AsyncIterable<Buffer>,
): Promise<{ id: string }> {
  return em.transactional(async (tx) => {
    const dataImport = tx.create(DataImport, {
      recordType: type,
      fileName: fileName.slice(0, 255) || 'import.csv',
      delimiter: ',',
      headers: [],
      totalRows: 0,
      createdBy: user,
    });
    await tx.flush();
    const { headers, delimiter, rowCount } = await receiveCsv(body, MAX_IMPORT_BYTES, (seq, chunk) =>
      saveChunk(tx, dataImport.id, seq, chunk),
    );
    tx.assign(dataImport, { headers, delimiter, totalRows: rowCount });
    await tx.flush();
    return { id: dataImport.id };
  });
}

/** One of the person's own imports (nobody else's: an import's file may hold anything). */
export async function importOf(em: EntityManager, user: User, id: string) {
  const dataImport = await em.findOne(DataImport, { id, createdBy: user.id });
  if (!dataImport) throw new AppError('NOT_FOUND', IMPORT_NOT_FOUND);
  return dataImport;
}

/** What the import screens show: the file, the fields to match its columns to, the choices, the progress. */
export async function describeImport(em: EntityManager, user: User, id: string) {
  const dataImport = await importOf(em, user, id);
  const type = importedTypes[dataImport.recordType];
  return {
    id: dataImport.id,
    recordType: dataImport.recordType,
    fileName: dataImport.fileName,
    headers: dataImport.headers,
    fields: type.fields.map(({ key, label }) => ({ key, label, required: type.required.includes(key) })),
    keys: type.keys.map(({ value, label, match }) => ({ value, label, field: match?.field ?? null })),
    hasAccountColumn: Object.values(type.parties ?? {}).includes('account'),
    mapping: dataImport.mapping ?? guessMapping(dataImport.headers, type),
    upsertKey: dataImport.upsertKey ?? type.keys[0]?.value ?? '',
    createMissingAccounts: dataImport.createMissingAccounts,
    status: dataImport.status,
    totalRows: dataImport.totalRows,
    processedRows: dataImport.processedRows,
    importedRows: dataImport.importedRows,
    updatedRows: dataImport.updatedRows,
    failedRows: dataImport.failedRows,
    createdAt: dataImport.createdAt,
    finishedAt: dataImport.finishedAt ?? null,
  };
}

/** The plan of an import: its type and file's headers with the choices made (checked against both). */
export function planOf(
  dataImport: Pick<DataImport, 'recordType' | 'headers' | 'mapping' | 'upsertKey' | 'createMissingAccounts'>,
  user: User,
  choices: Pick<ImportChoices, 'mapping' | 'upsertKey' | 'createMissingAccounts'> = {
    mapping: dataImport.mapping ?? [],
    upsertKey: dataImport.upsertKey ?? '',
    createMissingAccounts: dataImport.createMissingAccounts,
  },
): ImportPlan {
  const type = importedTypes[dataImport.recordType];
  const key = chosenKey(type, choices.upsertKey);
  return {
    type,
    headers: dataImport.headers,
    columns: checkedMapping(type, dataImport.headers, choices.mapping, key),
    key,
    createMissingAccounts:
      choices.createMissingAccounts && Object.values(type.parties ?? {}).includes('account'),
    user,
  };
}

/** The file's first rows, read from its first stored chunks only. */
async function firstRows(
  em: EntityManager,
  dataImport: Pick<DataImport, 'id' | 'delimiter' | 'headers'>,
  count: number,
): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const row of csvRows(
    fileChunks(em, dataImport.id),
    dataImport.delimiter,
    dataImport.headers.length,
  )) {
    rows.push(row);
    if (rows.length === count) break;
  }
  return rows;
}

/**
 * The first rows as the import would take them with these choices: each cell with the message of
 * what is wrong with it, messages about a row as a whole, whether it creates or updates a record,
 * and what else it would do. Nothing is written.
 */
export async function previewImport(em: EntityManager, user: User, choices: ImportChoices) {
  const dataImport = await importOf(em, user, choices.id);
  const plan = planOf(dataImport, user, choices);
  const rows = await prepareRows(em, plan, await firstRows(em, dataImport, IMPORT_PREVIEW_ROWS), true);
  return rows.map((row) => ({
    rowNumber: row.rowNumber,
    cells: row.cells.map((value, column) => ({
      value,
      error: row.errors.find((error) => error.column === column)?.message ?? null,
    })),
    rowErrors: row.errors.filter((error) => error.column === null).map((error) => error.message),
    notes: row.notes,
    action:
      row.errors.length > 0 ? ('skip' as const) : row.existingId ? ('update' as const) : ('create' as const),
  }));
}

/**
 * Saves the choices and queues the import (in one transaction: it is queued only if they are
 * saved); a worker of any instance runs it.
 */
export async function startImport(
  em: EntityManager,
  user: User,
  choices: ImportChoices,
  queue: (importId: string, tx: EntityManager) => Promise<void>,
) {
  await em.transactional(async (tx) => {
    const dataImport = await importOf(tx, user, choices.id);
    if (dataImport.status !== 'uploaded') throw new AppError('CONFLICT', 'This import has already started');
    planOf(dataImport, user, choices);
    tx.assign(dataImport, {
      mapping: choices.mapping,
      upsertKey: choices.upsertKey,
      createMissingAccounts: choices.createMissingAccounts,
      status: 'queued',
    });
    await tx.flush();
    await queue(dataImport.id, tx);
  });
  return describeImport(em.fork(), user, choices.id);
}
