import type { ControlChartResultDto, FrozenLimits } from '@qis/shared';

export { type FrozenLimits, parseFrozenLimits } from '@qis/shared';

import type { ControlChartSettings } from './control-chart-settings';

/** The limits of an answer computed from its own phase I points, to freeze; null when it has none to offer. */
export function limitsToFreeze(result: ControlChartResultDto): FrozenLimits | null {
  const phaseOneCount = result.charts[0]?.phaseOneCount ?? 0;
  if (phaseOneCount < 1 || Object.keys(result.parameters).length === 0) return null;
  return { phaseOneCount, given: result.parameters };
}

// The settings that decide which data the limits come from: frozen limits belong to these.
const SOURCE_FIELDS = ['dataFileId', 'chartType', 'columns', 'subgroupSize', 'sizeColumn'] as const;

/** The data an unfrozen answer's limits come from, as a comparable key; null while limits are frozen. */
export function limitsSource(settings: ControlChartSettings): string | null {
  if (settings.frozen) return null;
  return JSON.stringify([...SOURCE_FIELDS.map((field) => settings[field]), settings.phaseOneCount]);
}

/** Whether a change of settings takes the chart to other data, so frozen limits no longer apply. */
export function changesLimitsSource(settings: ControlChartSettings, change: Partial<ControlChartSettings>): boolean {
  return SOURCE_FIELDS.some(
    (field) => field in change && JSON.stringify(change[field]) !== JSON.stringify(settings[field]),
  );
}
