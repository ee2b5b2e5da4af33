import type {
  AnovaRowDto,
  CapabilityDto,
  OneWayAnovaDto,
  OrthogonalAnalysisDto,
  RegressionDto,
  TwoWayAnovaDto,
} from '@qis/shared';
import type { ReportCell, ReportTable } from './report-workbook';

// The tables of each analysis's report, in the order and with the names of its page.

const ANOVA_HEADER = ['来源', '自由度', '平方和', '均方', 'F', 'P'];
const percent = (level: number) => `${Math.round(level * 100)}%`;

function anovaTable(rows: readonly AnovaRowDto[], effectName: string): ReportTable {
  const source = (row: AnovaRowDto) =>
    row.kind === 'error' ? '误差' : row.kind === 'total' ? '合计' : row.source || effectName;
  return {
    title: '方差分析',
    header: ANOVA_HEADER,
    rows: rows.map((row) => [source(row), row.df, row.ss, row.ms, row.f, row.p]),
  };
}

export function capabilityTables(result: CapabilityDto): ReportTable[] {
  const { within, spec, indices, ppm, confidenceIntervals: ci } = result;
  const ppmRow = (name: string, p: CapabilityDto['ppm']['observed']): ReportCell[] => [
    name,
    p.belowLsl,
    p.aboveUsl,
    p.total,
  ];
  const interval = (
    name: string,
    value: number | null,
    range: { lower: number; upper: number } | null,
  ): ReportCell[] => [name, value, range?.lower ?? null, range?.upper ?? null];
  return [
    {
      title: '过程数据',
      rows: [
        ['规格下限', spec.lsl],
        ['目标', spec.target],
        ['规格上限', spec.usl],
        ['样本量', result.n],
        ['样本均值', result.mean],
        ['标准差（整体）', result.sdOverall],
        ['标准差（组内）', within.sigma],
        [
          '组内估计方法',
          within.method === 'Rbar/d2' ? `R̄/d2（子组大小 ${within.subgroupSize ?? '不等'}）` : 'MR̄/d2（单值）',
        ],
        ['d2', within.d2],
      ],
    },
    {
      title: '能力指数',
      header: ['指数', '值', `${percent(ci.level)} 置信下限`, `${percent(ci.level)} 置信上限`],
      rows: [
        interval('Cp', indices.cp, ci.cp),
        ['Cpl', indices.cpl, null, null],
        ['Cpu', indices.cpu, null, null],
        interval('Cpk', indices.cpk, ci.cpk),
        interval('Pp', indices.pp, ci.pp),
        ['Ppl', indices.ppl, null, null],
        ['Ppu', indices.ppu, null, null],
        interval('Ppk', indices.ppk, ci.ppk),
        ['Cpm', indices.cpm, null, null],
      ],
    },
    {
      title: '不合格品率（PPM）',
      header: ['', '< 规格下限', '> 规格上限', '合计'],
      rows: [
        ppmRow('实测', ppm.observed),
        ppmRow('预期（组内）', ppm.expectedWithin),
        ppmRow('预期（整体）', ppm.expectedOverall),
      ],
    },
    {
      title: '正态性检验（Anderson-Darling）',
      rows: result.normality
        ? [
            ['A²', result.normality.aSquared],
            ['P', result.normality.pValue],
          ]
        : [['数据少于 8 个，未检验', null]],
    },
    {
      title: '直方图',
      header: ['下限', '上限', '频数', '密度'],
      rows: result.histogram.counts.map((count, i) => [
        result.histogram.breaks[i] ?? null,
        result.histogram.breaks[i + 1] ?? null,
        count,
        result.histogram.density[i] ?? null,
      ]),
    },
  ];
}

export function regressionTables(result: RegressionDto): ReportTable[] {
  const level = percent(result.confidenceLevel);
  const coefficient = (name: string, c: RegressionDto['slope'] | null): ReportCell[] =>
    c
      ? [name, c.estimate, c.standardError, c.tValue, c.pValue, c.ciLower, c.ciUpper]
      : [name, null, null, null, null, null, null];
  const b0 = result.intercept?.estimate;
  const equation =
    b0 === undefined
      ? `Y = ${result.slope.estimate} X`
      : `Y = ${b0} ${result.slope.estimate < 0 ? '−' : '+'} ${Math.abs(result.slope.estimate)} X`;
  return [
    { title: '回归方程', rows: [[equation]] },
    {
      title: '系数',
      header: ['项', '系数', '标准误', 'T', 'P', `${level} 置信下限`, `${level} 置信上限`],
      rows: [...(result.hasIntercept ? [coefficient('常量', result.intercept)] : []), coefficient('X', result.slope)],
    },
    {
      title: '模型摘要',
      header: ['S', 'R²', '调整 R²', '样本量'],
      rows: [[result.residualStandardError, result.rSquared, result.adjustedRSquared, result.n]],
    },
    anovaTable(result.anova, '回归'),
    ...(result.intervals.length > 0
      ? [
          {
            title: '预测',
            header: [
              'X',
              '拟合值',
              '拟合值标准误',
              `${level} 置信下限`,
              `${level} 置信上限`,
              `${level} 预测下限`,
              `${level} 预测上限`,
            ],
            rows: result.intervals.map((i) => [
              i.x,
              i.fit,
              i.seFit,
              i.confidenceLower,
              i.confidenceUpper,
              i.predictionLower,
              i.predictionUpper,
            ]),
          },
        ]
      : []),
  ];
}

export function oneWayAnovaTables(result: OneWayAnovaDto): ReportTable[] {
  const level = percent(result.confidenceLevel);
  return [
    anovaTable(result.anova, '因子'),
    {
      title: '模型摘要',
      header: ['合并标准差', 'R²'],
      rows: [[result.pooledSd, result.rSquared]],
    },
    {
      title: '均值',
      header: ['水平', '样本量', '均值', '标准差', `${level} 置信下限`, `${level} 置信上限`],
      rows: result.groups.map((g) => [g.label, g.n, g.mean, g.sd, g.ciLower, g.ciUpper]),
    },
    {
      title: 'Tukey 两两比较',
      header: ['比较', '均值差', `${level} 联合置信下限`, `${level} 联合置信上限`, '调整 P'],
      rows: result.tukey.map((c) => [`${c.a} − ${c.b}`, c.difference, c.lower, c.upper, c.pAdjusted]),
    },
  ];
}

export function twoWayAnovaTables(result: TwoWayAnovaDto): ReportTable[] {
  return [
    anovaTable(result.anova, ''),
    {
      title: '单元格均值',
      header: ['', ...result.levelsB, '均值'],
      rows: [
        ...result.levelsA.map((level, i) => [level, ...(result.cellMeans[i] ?? []), result.meansA[i] ?? null]),
        ['均值', ...result.meansB, result.grandMean],
      ],
    },
  ];
}

export function orthogonalTables(result: OrthogonalAnalysisDto): ReportTable[] {
  const levels = Math.max(...result.columns.map((c) => c.K.length));
  const levelHeaders = (prefix: string) => Array.from({ length: levels }, (_, i) => `${prefix}${i + 1}`);
  return [
    {
      title: '极差分析',
      header: ['列', '因素', ...levelHeaders('K'), ...levelHeaders('k̄'), '极差 R', '最优水平'],
      rows: result.columns.map((c) => [
        c.column,
        c.assigned ?? '（空列）',
        ...c.K,
        ...c.kbar,
        c.rangeKbar,
        c.bestLevel,
      ]),
    },
    { title: '因素主次（按极差从大到小）', rows: [[result.rankingByRange.join(' > ')]] },
    {
      title: '最优组合',
      rows: Object.entries(result.optimalCombination).map(([factor, level]) => [factor, `水平 ${level}`]),
    },
    anovaTable(result.anova, ''),
  ];
}
