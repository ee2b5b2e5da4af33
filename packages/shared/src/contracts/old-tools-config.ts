import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';
import type { FileSpace } from './file-spaces';
import { HexColor, HISTOGRAM_BIN_RULES } from './statistics-config';

// Settings of the seven quality tools, per tenant and versioned (a stale save gets 409):
// - the control-chart configure (spec §7 "controlChart configure get and save"): which out-of-control rules a new
//   chart judges by, which constants turn the data into limits, and the decimals shown;
// - the basic settings of each set (spec §7 "baseSevenToolsConfigure configer get and save"; pages
//   /qmcOldBasicSetting and /qmcNewBasicSetting): decimals, chart colours, default histogram bin rule.
// Every user of a set's module reads them (its root point); saving changes them for the whole tenant and needs the
// set's settings point (OldSevenTools.Setting / NewSevenTools.Setting edit). The set's plugin gates both.

/** Nelson's eight rules, by number. */
export const NELSON_RULE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The out-of-control tests a chart is judged by, besides the points beyond the limits (always reported). */
export const ControlChartRules = z.object({
  /** The four Western Electric rules, together. */
  westernElectric: z.boolean(),
  /** The Nelson rules to apply, by number (1–8). */
  nelson: z
    .array(z.number().int().min(1, 'Nelson 规则编号为 1–8').max(8, 'Nelson 规则编号为 1–8'))
    .max(8)
    .refine((rules) => new Set(rules).size === rules.length, 'Nelson 规则不能重复'),
});
export type ControlChartRules = z.infer<typeof ControlChartRules>;

/**
 * Which constants turn the data into limits (the engine's names): 'table' the printed d2 with qcc's d3 and exact c4
 * (qcc, most software), 'published' the printed factors A2, A3, B3, B4, D3, D4 (hand calculation; equal subgroup
 * sizes up to 25), 'exact' integrated d2 and d3.
 */
export const CONSTANTS_SOURCES = ['table', 'published', 'exact'] as const;
export type ConstantsSource = (typeof CONSTANTS_SOURCES)[number];

const Decimals = z.number().int().min(0).max(10);

const ControlChartConfigFields = z.object({
  westernElectric: z.boolean(),
  nelson: ControlChartRules.shape.nelson,
  constants: z.enum(CONSTANTS_SOURCES),
  /** Decimals shown for limits and statistics (values are computed at full precision). */
  decimals: Decimals,
});

export const ControlChartConfigDto = ControlChartConfigFields.extend({
  /** 0 until the tenant first saves (the defaults are shown). */
  version: z.number().int(),
});
export type ControlChartConfigDto = z.infer<typeof ControlChartConfigDto>;

export const DEFAULT_CONTROL_CHART_CONFIG: Omit<ControlChartConfigDto, 'version'> = {
  westernElectric: true,
  nelson: [],
  constants: 'table',
  decimals: 4,
};

/** The two sets of seven tools: the old (plugin 1010) and the new (plugin 1009). */
export const SEVEN_TOOLS_SETS = ['old', 'new'] as const;
export type SevenToolsSet = (typeof SEVEN_TOOLS_SETS)[number];

/** The plugin a set's settings belong to. */
export const SEVEN_TOOLS_SET_PLUGIN: Record<SevenToolsSet, number> = {
  old: PLUGIN_IDS.oldSevenTools,
  new: PLUGIN_IDS.newSevenTools,
};

/** The space (module) of each set, whose points (SPACE_POINTS) guard its settings. */
export const SEVEN_TOOLS_SET_SPACE: Record<SevenToolsSet, FileSpace> = { old: 'oldTools', new: 'newTools' };

/** The colours of the seven tools' charts. */
export const SevenToolsChartColors = z.object({
  /** Histogram and Pareto bars. */
  bar: HexColor,
  /** Lines: the Pareto cumulative line, the fitted normal curve, the scatter's fitted line. */
  line: HexColor,
  /** Points of control charts and scatter charts. */
  point: HexColor,
  /** The centre line of a control chart. */
  centerLine: HexColor,
  /** Control limits and specification limits. */
  limit: HexColor,
  /** Points out of control (beyond the limits or breaking a rule). */
  outOfControl: HexColor,
});
export type SevenToolsChartColors = z.infer<typeof SevenToolsChartColors>;

const SevenToolsConfigFields = z.object({
  decimals: Decimals,
  colors: SevenToolsChartColors,
  /** How a histogram is binned unless the user fixes a width. */
  histogramBinRule: z.enum(HISTOGRAM_BIN_RULES),
});

export const SevenToolsConfigDto = SevenToolsConfigFields.extend({
  set: z.enum(SEVEN_TOOLS_SETS),
  /** 0 until the tenant first saves this set's settings (the defaults are shown). */
  version: z.number().int(),
});
export type SevenToolsConfigDto = z.infer<typeof SevenToolsConfigDto>;

export const DEFAULT_SEVEN_TOOLS_CONFIG: Omit<SevenToolsConfigDto, 'version' | 'set'> = {
  decimals: 2,
  colors: {
    bar: '#5B8FF9',
    line: '#F5222D',
    point: '#1D39C4',
    centerLine: '#52C41A',
    limit: '#FA8C16',
    outOfControl: '#F5222D',
  },
  histogramBinRule: 'sturges',
};

const oldToolsEndpoint = { base: 'qis', plugin: PLUGIN_IDS.oldSevenTools } as const;

export const getControlChartConfig = defineEndpoint({
  ...oldToolsEndpoint,
  name: 'getControlChartConfig',
  access: P.oldTools.OldTools.query,
  method: 'GET',
  path: '/api/app/controlChart/configure',
  summary:
    '控制图设置：默认判异规则（西电规则开关、Nelson 规则编号）、控制图常数来源（table/published/exact）与小数位数（未保存过时为默认值，version 0）',
  data: ControlChartConfigDto,
});

export const saveControlChartConfig = defineEndpoint({
  ...oldToolsEndpoint,
  name: 'saveControlChartConfig',
  access: P.oldTools.Setting.edit,
  method: 'POST',
  path: '/api/app/controlChart/saveConfigure',
  summary: '保存控制图设置（version 为读取时的版本，过期则 409）',
  body: ControlChartConfigFields.extend({ version: z.number().int().min(0) }),
  data: ControlChartConfigDto,
});

// One path serves both sets, told apart by `set`: the endpoints let in a tenant with either plugin, and the server
// then requires the plugin of the set named (SEVEN_TOOLS_SET_PLUGIN) before reading or writing: 403 '插件未启用', and
// the set's point (scopedAccess: the module's root to read, its settings point to save): 403.

export const getSevenToolsConfig = defineEndpoint({
  name: 'getSevenToolsConfig',
  method: 'GET',
  base: 'qis',
  path: '/api/app/baseSevenToolsConfigure/configer',
  summary:
    '七种工具基础设置（set=old 老七种工具，需插件 1010；set=new 新七种工具，需插件 1009）：小数位数、图表颜色、默认直方图分组规则（未保存过时为默认值，version 0）',
  access: 'user',
  scopedAccess: { point: 'module', action: 'query' },
  plugin: [PLUGIN_IDS.oldSevenTools, PLUGIN_IDS.newSevenTools],
  query: z.object({ set: z.enum(SEVEN_TOOLS_SETS) }),
  data: SevenToolsConfigDto,
});

export const saveSevenToolsConfig = defineEndpoint({
  name: 'saveSevenToolsConfig',
  method: 'POST',
  base: 'qis',
  path: '/api/app/baseSevenToolsConfigure/creatOrEditConfiger',
  summary:
    '保存七种工具基础设置（set 为 old 或 new，需该套工具的插件与其设置权限；version 为读取时的版本，过期则 409）',
  access: 'user',
  scopedAccess: { point: 'setting', action: 'edit' },
  plugin: [PLUGIN_IDS.oldSevenTools, PLUGIN_IDS.newSevenTools],
  body: SevenToolsConfigFields.extend({ set: z.enum(SEVEN_TOOLS_SETS), version: z.number().int().min(0) }),
  data: SevenToolsConfigDto,
});
