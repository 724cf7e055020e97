import { formatAud } from '../../../shared/format.ts';
import type { ReportCell, ReportFormat } from '../../../shared/reports.ts';

const count = new Intl.NumberFormat('en-AU');
const decimal = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** A report's cell as the table shows it: '—' for no figure (a rate of nothing, a median of no answers). */
export function formatCell(cell: ReportCell, format: ReportFormat): string {
  if (cell === null) return '—';
  if (typeof cell === 'string') return cell;
  if (format === 'money') return formatAud(cell);
  if (format === 'percent') return `${decimal.format(cell)}%`;
  if (format === 'hours') return `${decimal.format(cell)} h`;
  return count.format(cell);
}
