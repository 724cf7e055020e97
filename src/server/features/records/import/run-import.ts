import type { EntityManager } from '@mikro-orm/postgresql';
import { memoryCeiling } from '../../../memory-ceiling.ts';
import { DataImport } from '../../../db/entities/data-import.ts';
import { csvRows, type CsvRow } from './csv-file.ts';
import { fileChunks } from './file-chunks.ts';
import { prepareRows, type ImportPlan, type PreparedRow } from './prepare-rows.ts';
import { writeRows } from './write-rows.ts';

/**
 * Rows written per transaction. A batch's objects are most of what an import adds to V8's old
 * space: at 250 rather than 1,000 the imports' peaks after the bench's calls were 209-216 MiB
 * against 214-237, for updates 15-20% slower (README: Data tools).
 */
export const IMPORT_BATCH_SIZE = 250;

type Failure = { rowNumber: number; cells: string[]; error: string };

/** The import is no longer this run's to work: another worker took it on (or it ended). */
class ImportMovedOn extends Error {}

/**
 * Locks the import's row for the caller's transaction and checks it still stands where this run
 * left it: running, with `processed` rows done. Two runs of one import (a job retried while its
 * first worker still lives) thus never write the same batch; the one behind stops.
 */
async function claimBatch(tx: EntityManager, importId: string, processed: number) {
  const [row] = await tx.execute<{ status: string; processed_rows: number }[]>(
    'select status, processed_rows from imports where id = ? for update',
    [importId],
  );
  if (row?.status !== 'running' || row.processed_rows !== processed) throw new ImportMovedOn();
}

/** The database's own words for why it refused a batch, without the statement MikroORM puts before them. */
function databaseReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split(' - ').at(-1)?.trim() ?? text;
}

/** Adds a batch's failed rows and its counts to the import, in the caller's transaction. */
async function recordBatch(
  tx: EntityManager,
  importId: string,
  counts: { processed: number; imported: number; updated: number },
  failures: Failure[],
) {
  if (failures.length > 0)
    await tx.execute(
      `insert into import_failures (import_id, row_number, cells, error)
       select ?, x.row_number, x.cells, x.error from jsonb_to_recordset(?::jsonb) as x(row_number int, cells jsonb, error text)`,
      [
        importId,
        JSON.stringify(failures.map((f) => ({ row_number: f.rowNumber, cells: f.cells, error: f.error }))),
      ],
    );
  await tx.execute(
    `update imports set processed_rows = processed_rows + ?, imported_rows = imported_rows + ?,
       updated_rows = updated_rows + ?, failed_rows = failed_rows + ?, updated_at = now() where id = ?`,
    [counts.processed, counts.imported, counts.updated, failures.length, importId],
  );
}

const failuresOf = (rows: readonly PreparedRow[]): Failure[] =>
  rows
    .filter((row) => row.errors.length > 0)
    .map((row) => ({
      rowNumber: row.rowNumber,
      cells: row.cells,
      error: row.errors.map((error) => error.message).join('; '),
    }));

/**
 * One batch in one transaction: its good rows written, its bad ones reported, the import's
 * counts moved on from `processed`. When the database refuses the batch, none of it is written
 * and every row of it is reported with the database's reason (a row that was bad anyway keeps
 * its own).
 */
export async function importBatch(
  em: EntityManager,
  importId: string,
  plan: ImportPlan,
  rows: readonly CsvRow[],
  processed: number,
) {
  try {
    await em.fork().transactional(async (tx) => {
      await claimBatch(tx, importId, processed);
      const prepared = await prepareRows(tx, plan, rows, false);
      const written = await writeRows(tx, plan, prepared);
      const imported = written.created + written.updated;
      await recordBatch(
        tx,
        importId,
        { processed: rows.length, imported, updated: written.updated },
        failuresOf(prepared),
      );
    });
  } catch (error) {
    if (error instanceof ImportMovedOn) throw error;
    const first = rows[0]?.rowNumber ?? 0;
    const last = rows.at(-1)?.rowNumber ?? first;
    const reason = `Not imported: the database refused rows ${first} to ${last} together (${databaseReason(error)})`;
    await em.fork().transactional(async (tx) => {
      await claimBatch(tx, importId, processed);
      const prepared = await prepareRows(tx, { ...plan, createMissingAccounts: false }, rows, true).catch(
        () => null,
      );
      const failures = rows.map((row, index) => {
        const own = prepared?.[index]?.errors.map((e) => e.message).join('; ');
        return { rowNumber: row.rowNumber, cells: row.cells, error: own || reason };
      });
      await recordBatch(tx, importId, { processed: rows.length, imported: 0, updated: 0 }, failures);
    });
  }
}

/**
 * Works an import from where it stands (a job retried after its worker died goes on after the
 * last committed batch): its file read from its stored chunks in batches, each batch written in
 * its own transaction (the server's memory kept under its ceiling between two), then marked
 * done. An error outside a batch's writing marks it failed; what was imported before stays. A
 * run that finds another one has moved the import on stops.
 */
export async function runImport(
  em: EntityManager,
  importId: string,
  planOf: (dataImport: DataImport) => ImportPlan,
  batchSize = IMPORT_BATCH_SIZE,
): Promise<void> {
  const dataImport = await em.fork().findOne(DataImport, { id: importId }, { populate: ['createdBy'] });
  if (!dataImport || (dataImport.status !== 'queued' && dataImport.status !== 'running')) return;
  await em.execute(`update imports set status = 'running', updated_at = now() where id = ?`, [importId]);
  let processed = dataImport.processedRows;
  try {
    const plan = planOf(dataImport);
    let skip = processed;
    let batch: CsvRow[] = [];
    const keepMemoryDown = memoryCeiling();
    for await (const row of csvRows(
      fileChunks(em, importId),
      dataImport.delimiter,
      dataImport.headers.length,
    )) {
      if (skip > 0) {
        skip -= 1;
        continue;
      }
      batch.push(row);
      if (batch.length === batchSize) {
        await importBatch(em, importId, plan, batch, processed);
        processed += batch.length;
        batch = [];
        keepMemoryDown();
      }
    }
    if (batch.length > 0) await importBatch(em, importId, plan, batch, processed);
    await em.execute(
      `update imports set status = 'done', finished_at = now(), updated_at = now() where id = ? and status = 'running'`,
      [importId],
    );
  } catch (error) {
    if (error instanceof ImportMovedOn) return;
    await em.execute(
      `update imports set status = 'failed', finished_at = now(), updated_at = now() where id = ?`,
      [importId],
    );
    throw error;
  }
}
