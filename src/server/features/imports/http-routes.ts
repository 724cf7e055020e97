import { Readable, pipeline } from 'node:stream';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isImportType, MAX_IMPORT_BYTES } from '../../../shared/schemas/import.ts';
import type { Config } from '../../config.ts';
import { csvWriter } from '../../csv/csv-writer.ts';
import { AppError } from '../../errors.ts';
import { staffOf, staffOnly } from '../auth/staff-access.ts';
import { FileTooLarge } from '../records/import/csv-upload.ts';
import { importOf, uploadImport } from './service.ts';

/** Failed rows read per statement while writing their CSV. */
const FAILURES_BATCH_SIZE = 1000;

/** 413, and the connection closed: the rest of the body is not read. */
const sendTooLarge = (reply: FastifyReply) =>
  reply
    .code(413)
    .header('connection', 'close')
    .send({ message: new FileTooLarge(MAX_IMPORT_BYTES).message });

/** An AppError as the HTTP answer (400 with its message, 404, 409); anything else is thrown on. */
function sendAppError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const status = { BAD_REQUEST: 400, NOT_FOUND: 404, CONFLICT: 409 }[error.code as string] ?? 400;
  return reply.code(status).send({ message: error.message });
}

/** The failed rows in keyset batches by row number: the file's values and the error. */
async function* failedRows(em: EntityManager, importId: string, width: number) {
  let after = 0;
  for (;;) {
    const rows = await em.execute<{ row_number: number; cells: string[]; error: string }[]>(
      `select row_number, cells, error from import_failures where import_id = ? and row_number > ?
        order by row_number limit ?`,
      [importId, after, FAILURES_BATCH_SIZE],
    );
    for (const row of rows) yield [...row.cells.slice(0, width), row.error];
    const last = rows.at(-1);
    if (!last || rows.length < FAILURES_BATCH_SIZE) return;
    after = last.row_number;
  }
}

/**
 * The file side of CSV import, for approved staff (the session cookie, as the export's route):
 * `POST /import/<type>?name=<file name>` takes the CSV as the raw body (text/csv, up to 50 MB),
 * read as it arrives and stored in pieces (never whole in memory), and answers the new import's id; `GET /import/<id>/failures.csv` answers its failed rows with
 * the file's columns and an 'Error' column, with a byte-order mark so Excel reads accents.
 */
export function registerImportRoutes(app: FastifyInstance, orm: MikroORM, config: Config): void {
  void app.register((scope, _options, done) => {
    // The body is handed over unread: the route streams it to the database itself.
    scope.addContentTypeParser('text/csv', (_request, payload, parsed) => parsed(null, payload));
    const staff = staffOnly(orm, config);
    const importable = async (request: FastifyRequest<{ Params: { type: string } }>, reply: FastifyReply) => {
      if (!isImportType(request.params.type))
        return reply.code(404).send({ message: 'There is no such list to import into.' });
    };
    scope.post<{ Params: { type: string }; Querystring: { name?: string } }>(
      '/import/:type',
      // Checked before the body is read: only approved staff can make the server read 50 MB.
      { onRequest: [importable, staff] },
      async (request, reply) => {
        const { type } = request.params;
        const user = staffOf(request);
        if (!isImportType(type))
          return reply.code(404).send({ message: 'There is no such list to import into.' });
        if (!(request.body instanceof Readable))
          return reply.code(415).send({ message: 'Please send the file as text/csv.' });
        if (Number(request.headers['content-length']) > MAX_IMPORT_BYTES) return sendTooLarge(reply);
        try {
          return await uploadImport(orm.em.fork(), user, type, request.query.name ?? '', request.body);
        } catch (error) {
          if (error instanceof FileTooLarge) return sendTooLarge(reply);
          return sendAppError(reply, error);
        }
      },
    );
    scope.get<{ Params: { id: string } }>(
      '/import/:id/failures.csv',
      { preHandler: staff },
      async (request, reply) => {
        const em = orm.em.fork();
        const user = staffOf(request);
        if (!/^[0-9a-f-]{36}$/i.test(request.params.id))
          return reply.code(404).send({ message: 'Import not found' });
        let dataImport;
        try {
          dataImport = await importOf(em, user, request.params.id);
        } catch (error) {
          return sendAppError(reply, error);
        }
        const csv = pipeline(
          Readable.from(failedRows(em, dataImport.id, dataImport.headers.length)),
          csvWriter([...dataImport.headers, 'Error']),
          (error) => {
            if (error) request.log.error({ err: error }, 'failed rows CSV failed');
          },
        );
        const name = dataImport.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-');
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-failed-rows.csv"`)
          .send(csv);
      },
    );
    done();
  });
}
