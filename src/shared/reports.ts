/** The Reports tab's reports and the shape of their answer: sections, each a chart and its table. */

export const reportNames = [
  'winRate',
  'conversion',
  'pipeline',
  'forecast',
  'responseTime',
  'activity',
  'compliance',
  'quotes',
] as const;
export type ReportName = (typeof reportNames)[number];

export const reportTitles: Record<ReportName, string> = {
  winRate: 'Win rate',
  conversion: 'Conversion by source',
  pipeline: 'Pipeline by stage and month',
  forecast: 'Forecast',
  responseTime: 'Lead response time',
  activity: 'Activity',
  compliance: 'Compliance',
  quotes: 'Quotes',
};

/** How a cell is shown: a name, a number of records, dollars, a percentage, hours. */
export type ReportFormat = 'text' | 'count' | 'money' | 'percent' | 'hours';
export type ReportColumn = { key: string; label: string; format: ReportFormat };
export type ReportCell = string | number | null;

/** The list a figure is made of: a CRM tab's path and the URL parameters of its filters. */
export type ReportLink = { path: string; params: Record<string, string> };

export type ReportRow = { cells: Record<string, ReportCell>; links: Record<string, ReportLink> };

export type ReportSection = {
  key: string;
  title: string;
  /** How each figure is counted, in one line. */
  counting: string;
  columns: ReportColumn[];
  /**
   * The columns drawn as bars, stacked or side by side; each bar group is named by the
   * `category` columns' cells (default: the first column).
   */
  chart: { series: string[]; stacked?: boolean; category?: string[] };
  rows: ReportRow[];
};

export type Report = { from: string; to: string; ownerId: string | null; sections: ReportSection[] };

/** A report's table as CSV rows: the header, then each row's cells as written (no link). */
export function reportTableRows(section: ReportSection): ReportCell[][] {
  return [
    section.columns.map((column) => column.label),
    ...section.rows.map((row) => section.columns.map((column) => row.cells[column.key] ?? null)),
  ];
}
