import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { Id, Version } from './common-schemas';
import { defineEndpoint } from './define';
import { MsFileDetailDto } from './statistics-files';

// Saved chart styles of an analysis file (modules spec §7: changePCHistogramStyle and the oneDollarReturn style
// calls). A style is kept in the file's settings under settings.chartStyles[key]; saving one style leaves the other
// settings as they are. Plugin 1013 and the statistics files point (edit); own files only.

/** Longest chart title of a style. */
export const CHART_STYLE_TITLE_MAX = 100;
/** Longest axis name of a style. */
export const CHART_STYLE_AXIS_NAME_MAX = 50;
export const CHART_STYLE_SYMBOL_SIZE_MIN = 2;
export const CHART_STYLE_SYMBOL_SIZE_MAX = 20;

/** The styled charts of a process capability analysis file. */
export const CAPABILITY_CHART_STYLE_KEYS = ['histogram'] as const;
/**
 * The styled charts of a simple linear regression file: 'regression' is the fitted line plot, 'scatter' the residuals
 * against the fitted values, 'probability' their normal probability plot and 'histogram' their histogram.
 */
export const REGRESSION_CHART_STYLE_KEYS = ['histogram', 'probability', 'regression', 'scatter'] as const;
export type CapabilityChartStyleKey = (typeof CAPABILITY_CHART_STYLE_KEYS)[number];
export type RegressionChartStyleKey = (typeof REGRESSION_CHART_STYLE_KEYS)[number];

/** Refusals of a style saved on a file of another kind (HTTP 400). */
export const CHART_STYLE_MESSAGES = {
  notCapability: '该文件不是过程能力分析文件',
  notRegression: '该文件不是一元线性回归文件',
} as const;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}不能超过${max}个字符`).optional();

/** How the user styled one chart: every field optional, an absent one keeps the chart's own look. */
export const ChartStyle = z.object({
  /** Replaces the chart's title (on screen, in the image and in the report). */
  title: optionalText(CHART_STYLE_TITLE_MAX, '标题'),
  xAxisName: optionalText(CHART_STYLE_AXIS_NAME_MAX, 'X 轴名称'),
  yAxisName: optionalText(CHART_STYLE_AXIS_NAME_MAX, 'Y 轴名称'),
  /** The main series' colour, #RRGGBB. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, '颜色须为 #RRGGBB 格式')
    .optional(),
  showLegend: z.boolean('显示图例须为是或否').default(true),
  /** The axes' split lines. */
  showGrid: z.boolean('显示网格线须为是或否').default(true),
  /** Size of the points of scatter series, in pixels. */
  symbolSize: z
    .number('点大小须为数字')
    .int('点大小须为整数')
    .min(CHART_STYLE_SYMBOL_SIZE_MIN, `点大小不能小于${CHART_STYLE_SYMBOL_SIZE_MIN}`)
    .max(CHART_STYLE_SYMBOL_SIZE_MAX, `点大小不能大于${CHART_STYLE_SYMBOL_SIZE_MAX}`)
    .optional(),
});
export type ChartStyle = z.infer<typeof ChartStyle>;
/** What a client sends: showLegend and showGrid may be left out. */
export type ChartStyleInput = z.input<typeof ChartStyle>;

/** The styles saved in an analysis file's settings, by chart key. */
export const CHART_STYLES_SETTING = 'chartStyles';

/**
 * The chart styles saved in an analysis file's settings (MsFileDetailDto.settings), by chart key; an entry that is
 * not a valid style is left out, so a page can pass the result straight to its charts.
 */
export function readChartStyles(settings: Record<string, unknown>): Record<string, ChartStyle> {
  const saved = settings[CHART_STYLES_SETTING];
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
  const styles: Record<string, ChartStyle> = {};
  for (const [key, value] of Object.entries(saved)) {
    const parsed = ChartStyle.safeParse(value);
    if (parsed.success) styles[key] = parsed.data;
  }
  return styles;
}

const StyleBody = z.object({
  /** The analysis file. */
  id: Id,
  style: ChartStyle,
  /** The file's version as read; an older one gets 409. */
  version: Version,
});

function styleEndpoint(name: string, path: string, chart: string) {
  return defineEndpoint({
    name,
    method: 'POST',
    base: 'qis',
    path,
    summary: `保存${chart}的图表样式（标题、坐标轴名称、颜色、图例、网格线、点大小）到分析文件的设置；version 为读取时的版本，过期则 409`,
    access: P.mathStatistics.Files.edit,
    plugin: PLUGIN_IDS.statistics,
    body: StyleBody,
    data: MsFileDetailDto,
  });
}

export const changePCHistogramStyle = styleEndpoint(
  'changePCHistogramStyle',
  '/api/app/processCapabilityAnalysis/changePCHistogramStyle',
  '过程能力分析直方图',
);

export const changeRegressionHistogramStyle = styleEndpoint(
  'changeRegressionHistogramStyle',
  '/api/app/oneDollarReturn/changeHistogramStyle',
  '一元线性回归残差直方图',
);

export const changeRegressionProbabilityStyle = styleEndpoint(
  'changeRegressionProbabilityStyle',
  '/api/app/oneDollarReturn/changeProbabilityStyle',
  '一元线性回归残差正态概率图',
);

export const changeRegressionFitStyle = styleEndpoint(
  'changeRegressionFitStyle',
  '/api/app/oneDollarReturn/changeRegressionStyle',
  '一元线性回归拟合线图',
);

export const changeRegressionScatterStyle = styleEndpoint(
  'changeRegressionScatterStyle',
  '/api/app/oneDollarReturn/changeScatterStyle',
  '一元线性回归残差与拟合值图',
);

/** The endpoint that saves each chart's style, by analysis kind and chart key. */
export const CHART_STYLE_ENDPOINTS = {
  capability: { histogram: changePCHistogramStyle },
  regression: {
    histogram: changeRegressionHistogramStyle,
    probability: changeRegressionProbabilityStyle,
    regression: changeRegressionFitStyle,
    scatter: changeRegressionScatterStyle,
  },
} as const;
