import type { ControlPlanChartDto } from '@qis/shared';
import { Tooltip } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { formatIndex, spcWarning } from './spc-figures';

const STATUS_TEXT: Partial<Record<ControlPlanChartDto['status'], MessageKey>> = {
  noSpec: 'fmea.spc.status.noSpec',
  chartGone: 'fmea.spc.status.chartGone',
  incomplete: 'fmea.spc.status.incomplete',
  failed: 'fmea.spc.status.failed',
  pluginOff: 'fmea.spc.status.pluginOff',
};

/** The chart's latest Cpk beside an occurrence rating: red with the warning when Cpk < 1.33 while O ≤ 3. */
export function SpcBadge({ figure, occurrence }: { figure: ControlPlanChartDto; occurrence: number | null }) {
  const warn = spcWarning(figure, occurrence);
  const statusKey = STATUS_TEXT[figure.status];
  const tip =
    figure.cpk === null
      ? t(statusKey ?? 'fmea.spc.status.noSpec', { message: figure.message })
      : [
          t('fmea.spc.tip', {
            chart: figure.chartName,
            cpk: formatIndex(figure.cpk),
            ppk: formatIndex(figure.ppk),
            n: figure.n ?? 0,
            signals: figure.signals,
            last: figure.lastPointOut ? t('fmea.spc.lastOut') : '',
          }),
          warn ? t('fmea.spc.warning') : '',
        ]
          .filter(Boolean)
          .join('\n');
  const color = warn ? '#cf1322' : figure.cpk !== null && figure.cpk >= 1.33 ? '#389e0d' : '#8c8c8c';
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{tip}</span>}>
      <span
        className="fs-spc"
        style={{ color, fontWeight: warn ? 600 : 400 }}
        data-testid="spc-cpk"
        data-warning={warn ? 'true' : 'false'}
      >
        {warn ? '⚠ ' : ''}
        {figure.cpk === null ? 'Cpk —' : t('fmea.spc.cpk', { value: formatIndex(figure.cpk) })}
        {figure.signals > 0 ? ` · ${t('fmea.spc.signals', { n: figure.signals })}` : ''}
      </span>
    </Tooltip>
  );
}
