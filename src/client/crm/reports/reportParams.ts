import { useSearchParams } from 'react-router-dom';
import { dayRangeParam } from '../../../shared/report-links.ts';
import { DEFAULT_REPORT_PRESET, presetRange, reportPreset } from '../../../shared/report-range.ts';
import { reportNames, type ReportName } from '../../../shared/reports.ts';

/**
 * The Reports tab's state in the URL: which report (`report`), the range (`range`, a preset, or
 * `custom` with `dates=from..to`) and the owner (`owner`); reload and back keep them.
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const report: ReportName = reportNames.find((name) => name === params.get('report')) ?? reportNames[0];
  const preset = reportPreset.parse(params.get('range')) ?? DEFAULT_REPORT_PRESET;
  const custom = dayRangeParam(params, 'dates');
  const range =
    preset === 'custom'
      ? custom.from && custom.to
        ? { from: custom.from, to: custom.to }
        : null
      : presetRange(preset);
  const ownerId = params.get('owner') || null;

  const set = (values: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(values)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  return { report, preset, range, custom, ownerId, set };
}
