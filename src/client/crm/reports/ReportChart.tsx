import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useNavigate } from 'react-router-dom';
import type { ReportSection } from '../../../shared/reports.ts';
import { formatCell } from './formatCell.ts';
import { reportLinkUrl } from './reportLinkUrl.ts';

const COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'cyan.8', 'red.7'];

/** A section's bars; a click on a bar opens the list of the records it counts. */
export default function ReportChart({ section }: { section: ReportSection }) {
  const navigate = useNavigate();
  const category = section.chart.category ?? [section.columns[0]?.key ?? 'name'];
  const data = section.rows.map((row, index) => ({
    ...row.cells,
    bar: category.map((key) => row.cells[key]).join(' · '),
    row: index,
  }));
  const format = section.columns.find((column) => column.key === section.chart.series[0])?.format ?? 'count';
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="bar"
      type={section.chart.stacked ? 'stacked' : 'default'}
      withLegend={section.chart.series.length > 1}
      series={section.chart.series.map((key, index) => ({
        name: key,
        label: section.columns.find((column) => column.key === key)?.label ?? key,
        color: COLORS[index % COLORS.length] ?? 'blue.7',
      }))}
      valueFormatter={(value) => formatCell(value, format)}
      tickLine="none"
      maxBarWidth={64}
      xAxisProps={{ tick: { fontSize: 11 } }}
      barProps={(series) => ({
        cursor: 'pointer',
        onClick: (bar: { payload?: { row?: number } }) => {
          const link = section.rows[bar.payload?.row ?? -1]?.links[series.name];
          if (link) void navigate(reportLinkUrl(link));
        },
      })}
    />
  );
}
