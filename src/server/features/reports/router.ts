import type { ReportName } from '../../../shared/reports.ts';
import { reportInputSchema } from '../../../shared/schemas/report.ts';
import { router, staffProcedure } from '../../trpc.ts';
import { reports } from './reports.ts';
import { reportScope } from './scope.ts';

/** One report as a query: managers and admins read anyone's figures, staff their own. */
const reportProcedure = (name: ReportName) =>
  staffProcedure
    .input(reportInputSchema)
    .query(({ ctx, input }) => reports[name](ctx.em, reportScope(ctx, input)));

export const reportsRouter = router({
  winRate: reportProcedure('winRate'),
  conversion: reportProcedure('conversion'),
  pipeline: reportProcedure('pipeline'),
  forecast: reportProcedure('forecast'),
  responseTime: reportProcedure('responseTime'),
  activity: reportProcedure('activity'),
  compliance: reportProcedure('compliance'),
  quotes: reportProcedure('quotes'),
});
