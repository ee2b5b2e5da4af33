import { type ControlPlanChartDto, capabilityContradictsOccurrence, type FormSheetRow } from '@qis/shared';

/** The linked charts' figures by the PFMEA function their line comes from. */
export type SpcFigures = ReadonlyMap<string, ControlPlanChartDto>;

export function spcFiguresOf(charts: readonly ControlPlanChartDto[]): SpcFigures {
  const byFunction = new Map<string, ControlPlanChartDto>();
  for (const chart of charts) if (chart.functionId) byFunction.set(chart.functionId, chart);
  return byFunction;
}

/**
 * The chart beside a chain's occurrence: its cause's process characteristic's (what O rates), else its mode's product
 * characteristic's.
 */
export function chainFigure(figures: SpcFigures, row: FormSheetRow): ControlPlanChartDto | null {
  const cause = row.cause ? figures.get(row.cause.functionId) : undefined;
  return cause ?? figures.get(row.mode.functionId) ?? null;
}

/** Whether the figure contradicts the rating: Cpk < 1.33 while O ≤ 3 (domain capabilityContradictsOccurrence). */
export const spcWarning = (figure: ControlPlanChartDto, occurrence: number | null) =>
  capabilityContradictsOccurrence(figure.cpk, occurrence);

export const formatIndex = (value: number | null) => (value === null ? '—' : value.toFixed(2));
