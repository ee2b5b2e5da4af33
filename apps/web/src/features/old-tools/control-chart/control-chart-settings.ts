import {
  CONTROL_CHART_TYPES,
  type ControlChartBody,
  type ControlChartRules,
  type ControlChartType,
  type MsDataSheetDto,
} from '@qis/shared';
import { sheetColumnInput } from '../../statistics/sheet-columns';
import { type FrozenLimits, parseFrozenLimits } from './control-chart-freeze';

/** What a control chart file keeps (its `settings`): restored when the page opens again. */
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
};

/** X̄-R and X̄-S take subgroups: several columns (a row each) or one column cut by the subgroup size. */
export const takesSubgroups = (type: ControlChartType) => type === 'xbarR' || type === 'xbarS';
/** p, np and u need the sample sizes; c may have them. */
export const needsSizes = (type: ControlChartType) => type === 'p' || type === 'np' || type === 'u';

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

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
  };
}

export type ControlChartProblem = 'oldTools.cc.incomplete' | 'oldTools.cc.needSize' | 'oldTools.cc.needSubgroupSize';

/** The request for these settings over the sheet, or what is still missing. */
export function controlChartBody(
  settings: ControlChartSettings,
  sheet: MsDataSheetDto | null,
  rules: ControlChartRules | null,
): ControlChartBody | ControlChartProblem {
  const { chartType } = settings;
  const columns = takesSubgroups(chartType) ? settings.columns : settings.columns.slice(0, 1);
  if (!sheet || columns.length === 0) return 'oldTools.cc.incomplete';
  if (needsSizes(chartType) && settings.sizeColumn === null) return 'oldTools.cc.needSize';
  const oneColumnSubgroups = takesSubgroups(chartType) && columns.length === 1;
  if (oneColumnSubgroups && !settings.subgroupSize) return 'oldTools.cc.needSubgroupSize';
  return {
    chartType,
    columns: columns.map((index) => sheetColumnInput(sheet, index)),
    ...(oneColumnSubgroups && settings.subgroupSize ? { subgroupSize: settings.subgroupSize } : {}),
    ...(settings.sizeColumn !== null && !takesSubgroups(chartType) && chartType !== 'imr'
      ? { sizeColumn: sheetColumnInput(sheet, settings.sizeColumn) }
      : {}),
    ...(rules ? { rules } : {}),
    ...(settings.frozen
      ? { given: settings.frozen.given, phaseOneCount: settings.frozen.phaseOneCount }
      : settings.phaseOneCount
        ? { phaseOneCount: settings.phaseOneCount }
        : {}),
  };
}
