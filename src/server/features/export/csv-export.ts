import { Readable, pipeline } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatFieldValue } from '../../../shared/record-fields/fields.ts';
import type { Config } from '../../config.ts';
import { csvWriter } from '../../csv/csv-writer.ts';
import { staffOnly } from '../auth/staff-access.ts';
import { describeRecordType } from '../records/record-fields.ts';
import { exportedTypes, type ExportedType } from './exported-types.ts';
import { BUSINESS_TIME_ZONE, todayIn } from '../../../shared/quarters.ts';

type ExportRequest = { Params: { type: string }; Querystring: { input?: string } };

const timestamp = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';

/** The list input of `?input=` (the list's search, sort and filters as JSON), or undefined when it is not JSON. */
function listInput(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `GET /export/<type>?input=<the list's input as JSON>`: a CSV of every row the list shows
 * with that search, those filters and that sort (its page left aside), for approved staff.
 * Every field of the type, labelled and in the order src/shared declares them, between the
 * id and the timestamps; no cell runs as a formula in a spreadsheet. Rows are read in keyset batches and streamed through csv-stringify,
 * so however many there are, one batch at a time is in memory.
 */
export function registerCsvExport(app: FastifyInstance, orm: MikroORM, config: Config): void {
  const knownType = async (request: FastifyRequest<ExportRequest>, reply: FastifyReply) => {
    if (!exportedTypes[request.params.type])
      return reply.code(404).send({ message: 'There is no such list to export.' });
  };
  const preHandler = [knownType, staffOnly(orm, config)];
  app.get<ExportRequest>('/export/:type', { preHandler }, async (request, reply) => {
    const type = exportedTypes[request.params.type] as ExportedType;
    const em = orm.em.fork();
    const input = listInput(request.query.input);
    const rows =
      input === undefined ? { error: 'The list to export could not be read.' } : type.rows(em, input);
    if ('error' in rows) return reply.code(400).send({ message: rows.error });
    const { batches } = rows;

    const { fields } = describeRecordType(em, type.entity);
    const columns = ['ID', ...fields.map((field) => field.label), 'Created at', 'Updated at'];
    async function* records() {
      for await (const batch of batches) {
        for (const row of batch) {
          yield [
            row.id,
            ...fields.map((field) => formatFieldValue(field, row[field.key])),
            timestamp(row.createdAt),
            timestamp(row.updatedAt),
          ];
        }
      }
    }
    const csv = pipeline(Readable.from(records()), csvWriter(columns), (error) => {
      if (error) request.log.error({ err: error }, 'CSV export failed');
    });
    const day = todayIn(BUSINESS_TIME_ZONE);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${request.params.type}-${day}.csv"`)
      .send(csv);
  });
}
