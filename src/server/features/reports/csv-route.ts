import { Readable, pipeline } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { reportNames, reportTableRows } from '../../../shared/reports.ts';
import { reportInputSchema } from '../../../shared/schemas/report.ts';
import type { Config } from '../../config.ts';
import { csvWriter } from '../../csv/csv-writer.ts';
import { Profile } from '../../db/entities/profile.ts';
import { staffOf, staffOnly } from '../auth/staff-access.ts';
import { reports } from './reports.ts';
import { reportScope } from './scope.ts';

type ReportCsvRequest = {
  Params: { name: string; section: string };
  Querystring: { from?: string; to?: string; owner?: string };
};

/**
 * `GET /reports/<report>/<section>.csv?from=&to=&owner=`: one table of a report as CSV, the
 * same cells the Reports tab shows (by the same rule: staff get their own figures), no cell
 * readable as a formula. A report's table is a few hundred rows at most, so it is written whole.
 */
export function registerReportCsv(app: FastifyInstance, orm: MikroORM, config: Config): void {
  app.get<ReportCsvRequest>(
    '/reports/:name/:section.csv',
    { preHandler: staffOnly(orm, config) },
    async (request, reply) => {
      const name = reportNames.find((known) => known === request.params.name);
      if (!name) return reply.code(404).send({ message: 'There is no such report.' });
      const input = reportInputSchema.safeParse({
        from: request.query.from,
        to: request.query.to,
        ownerId: request.query.owner || null,
      });
      if (!input.success)
        return reply.code(400).send({ message: input.error.issues.map((issue) => issue.message).join('; ') });
      const em = orm.em.fork();
      const user = staffOf(request);
      const profile = await em.findOneOrFail(Profile, { user });
      const report = await reports[name](em, reportScope({ em, user, role: profile.role }, input.data));
      const section = report.sections.find((known) => known.key === request.params.section);
      if (!section) return reply.code(404).send({ message: 'There is no such table in this report.' });
      const [header = [], ...rows] = reportTableRows(section);
      const csv = pipeline(Readable.from(rows), csvWriter(header.map(String)), (error) => {
        if (error) request.log.error({ err: error }, 'Report CSV failed');
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${name}-${section.key}-${input.data.from}-${input.data.to}.csv"`,
        )
        .send(csv);
    },
  );
}
