import {
  CONTROL_CHART_TYPES,
  type ControlChartBody,
  ControlChartParameters,
  type ControlChartType,
} from './old-tools-charts';
import type { ControlChartRules } from './old-tools-config';
import type { SheetColumnInput } from './statistics-data';

// What a control chart file of the old seven tools keeps (its `settings`) and the request those settings make over
// its data file's sheet. The chart page builds its request here, and so does the server where another module shows a
// linked chart's figures (the PFMEA control plan): both ask makeControlChart the same question.

/** Phase I limits frozen for phase II: the answer's parameters, and how many points they were computed from. */
export interface FrozenLimits {
  /** Points 1–k set the frozen limits; the request keeps them marked as phase I. */
  phaseOneCount: number;
  given: ControlChartParameters;
}

export interface ControlChartSettings {
  dataFileId: string | null;
  chartType: ControlChartType;
  /** Column indexes of the data file: several or one for X̄-R and X̄-S, one for the others. */
  columns: number[];
  subgroupSize: number | null;
  sizeColumn: number | null;
  /** null: the tenant's control-chart configure. */
  rules: ControlChartRules | null;
  phaseOneCount: number | null;
  showZones: boolean;
  /** Limits frozen from an earlier answer: every later point is judged against them (phase II). */
  frozen: FrozenLimits | null;
  /** Specification limits of a variables chart: with one, the answer has Cp/Cpk and Pp/Ppk. */
  lsl: number | null;
  usl: number | null;
}

export const NEW_CONTROL_CHART: ControlChartSettings = {
  dataFileId: null,
  chartType: 'xbarR',
  columns: [],
  subgroupSize: null,
  sizeColumn: null,
  rules: null,
  phaseOneCount: null,
  showZones: false,
  frozen: null,
  lsl: null,
  usl: null,
};

/** X̄-R and X̄-S take subgroups: several columns (a row each) or one column cut by the subgroup size. */
export const takesSubgroups = (type: ControlChartType) => type === 'xbarR' || type === 'xbarS';
/** p, np and u need the sample sizes; c may have them. */
export const needsSizes = (type: ControlChartType) => type === 'p' || type === 'np' || type === 'u';
/** The charts of measured values, which have a capability against specification limits. */
export const isVariablesChart = (type: ControlChartType) => takesSubgroups(type) || type === 'imr';

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
const limit = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** What the file keeps under `frozen`, or null when it is absent or unreadable. */
export function parseFrozenLimits(value: unknown): FrozenLimits | null {
  if (!value || typeof value !== 'object') return null;
  const { phaseOneCount, given } = value as Record<string, unknown>;
  if (typeof phaseOneCount !== 'number' || !Number.isInteger(phaseOneCount) || phaseOneCount < 1) return null;
  const parsed = ControlChartParameters.safeParse(given);
  return parsed.success && Object.keys(parsed.data).length > 0 ? { phaseOneCount, given: parsed.data } : null;
}

function parseRules(value: unknown): ControlChartRules | null {
  if (!value || typeof value !== 'object') return null;
  const { westernElectric, nelson } = value as Record<string, unknown>;
  if (typeof westernElectric !== 'boolean' || !Array.isArray(nelson)) return null;
  return { westernElectric, nelson: nelson.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 8) };
}

/** A file's saved settings, anything unreadable replaced by the new chart's. */
export function parseControlChart(raw: Record<string, unknown>): ControlChartSettings {
  const chartType = CONTROL_CHART_TYPES.find((type) => type === raw.chartType) ?? NEW_CONTROL_CHART.chartType;
  return {
    dataFileId: typeof raw.dataFileId === 'string' ? raw.dataFileId : null,
    chartType,
    columns: Array.isArray(raw.columns) ? raw.columns.map(count).filter((c): c is number => c !== null) : [],
    subgroupSize: count(raw.subgroupSize),
    sizeColumn: count(raw.sizeColumn),
    rules: parseRules(raw.rules),
    phaseOneCount: count(raw.phaseOneCount),
    showZones: raw.showZones === true,
    frozen: parseFrozenLimits(raw.frozen),
    lsl: limit(raw.lsl),
    usl: limit(raw.usl),
  };
}

export type ControlChartProblem = 'oldTools.cc.incomplete' | 'oldTools.cc.needSize' | 'oldTools.cc.needSubgroupSize';

/**
 * The request for these settings over a data sheet (`column(i)`: the sheet's column i as the analyses take it; null
 * without a sheet), or what is still missing.
 */
export function controlChartRequest(
  settings: ControlChartSettings,
  column: ((index: number) => SheetColumnInput) | null,
  rules: ControlChartRules | null,
): ControlChartBody | ControlChartProblem {
  const { chartType } = settings;
  const columns = takesSubgroups(chartType) ? settings.columns : settings.columns.slice(0, 1);
  if (!column || columns.length === 0) return 'oldTools.cc.incomplete';
  if (needsSizes(chartType) && settings.sizeColumn === null) return 'oldTools.cc.needSize';
  const oneColumnSubgroups = takesSubgroups(chartType) && columns.length === 1;
  if (oneColumnSubgroups && !settings.subgroupSize) return 'oldTools.cc.needSubgroupSize';
  const withSpec = isVariablesChart(chartType) && (settings.lsl !== null || settings.usl !== null);
  return {
    chartType,
    columns: columns.map(column),
    ...(oneColumnSubgroups && settings.subgroupSize ? { subgroupSize: settings.subgroupSize } : {}),
    ...(settings.sizeColumn !== null && !takesSubgroups(chartType) && chartType !== 'imr'
      ? { sizeColumn: column(settings.sizeColumn) }
      : {}),
    ...(rules ? { rules } : {}),
    ...(settings.frozen
      ? { given: settings.frozen.given, phaseOneCount: settings.frozen.phaseOneCount }
      : settings.phaseOneCount
        ? { phaseOneCount: settings.phaseOneCount }
        : {}),
    ...(withSpec ? { lsl: settings.lsl, usl: settings.usl } : {}),
  };
}
