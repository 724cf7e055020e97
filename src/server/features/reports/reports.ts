import type { EntityManager } from '@mikro-orm/postgresql';
import type { Report, ReportName } from '../../../shared/reports.ts';
import { activityPerWeek } from './activity.ts';
import { compliance } from './compliance.ts';
import { conversionBySource } from './conversion.ts';
import { forecast } from './forecast.ts';
import { pipelineByStage } from './pipeline.ts';
import { quoteValues } from './quotes.ts';
import { responseTime } from './response-time.ts';
import type { ReportScope } from './scope.ts';
import { winRate } from './win-rate.ts';

/** Every report by its name (src/shared/reports.ts), each reading one scope. */
export const reports: Record<ReportName, (em: EntityManager, scope: ReportScope) => Promise<Report>> = {
  winRate,
  conversion: conversionBySource,
  pipeline: pipelineByStage,
  forecast,
  responseTime,
  activity: activityPerWeek,
  compliance: (em, scope) => compliance(em, scope),
  quotes: quoteValues,
};
