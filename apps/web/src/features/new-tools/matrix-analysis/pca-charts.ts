import type { PcaDto } from '@qis/shared';
import { t } from '../../../locales';
import { tooltipHtml } from '../../../shell/utils/tooltip-html';

// ECharts options of the analysis's charts (drawn by the statistics StatChart): scree, score plot and biplot.

export const componentName = (index: number) => t('newTools.matrixAnalysis.pc', { n: index + 1 });

const round = (value: number) => Number(value.toPrecision(6));
const maxAbs = (values: number[]) => values.reduce((max, value) => Math.max(max, Math.abs(value)), 0);

/** Kaiser's line: the mean eigenvalue (1 for the correlation matrix), above which a component is kept. */
export const kaiserLine = (result: PcaDto) =>
  result.eigenvalues.reduce((sum, value) => sum + value, 0) / Math.max(1, result.eigenvalues.length);

/** Eigenvalue by component, with Kaiser's line. */
export function screeOption(result: PcaDto) {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 32, top: 48, bottom: 40 },
    xAxis: {
      type: 'category',
      name: t('newTools.matrixAnalysis.component'),
      data: result.eigenvalues.map((_, i) => componentName(i)),
    },
    yAxis: { type: 'value', name: t('newTools.matrixAnalysis.eigenvalue') },
    series: [
      {
        type: 'line',
        name: t('newTools.matrixAnalysis.eigenvalue'),
        data: result.eigenvalues.map(round),
        symbolSize: 8,
        markLine: {
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#cf1322' },
          // Above the line's end inside the plot: at the end, beyond the axis, the text is cut off.
          label: { position: 'insideEndTop', formatter: t('newTools.matrixAnalysis.kaiserLine') },
          data: [{ yAxis: round(kaiserLine(result)) }],
        },
      },
    ],
  };
}

// The axes cross at 0 inside the plot: their names go beside the plot, not at the axis ends among the points (PC1)
// or under the title (PC2).
const scoreAxis = (component: number, nameGap: number) => ({
  type: 'value',
  name: componentName(component),
  nameLocation: 'middle',
  nameGap,
  scale: true,
  splitLine: { lineStyle: { type: 'dashed' } },
});
const scoreAxes = () => ({ xAxis: scoreAxis(0, 28), yAxis: scoreAxis(1, 36) });

/** Each observation's PC1 and PC2 scores with its sheet row: [x, y, row]. */
export const scorePoints = (result: PcaDto) =>
  result.scores.map((score, i) => [round(score[0] ?? 0), round(score[1] ?? 0), result.rows[i] ?? i + 2]);

/** PC1 against PC2, each point labelled with its sheet row. */
export function scoreOption(result: PcaDto) {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { value: number[] }) =>
        tooltipHtml([
          t('newTools.matrixAnalysis.row', { row: p.value[2] ?? '' }),
          `${componentName(0)}: ${p.value[0]}`,
          `${componentName(1)}: ${p.value[1]}`,
        ]),
    },
    grid: { left: 56, right: 40, top: 48, bottom: 48 },
    ...scoreAxes(),
    series: [
      {
        type: 'scatter',
        name: t('newTools.matrixAnalysis.scores'),
        data: scorePoints(result),
        symbolSize: 8,
        label: {
          show: true,
          position: 'right',
          fontSize: 10,
          formatter: (p: { value: number[] }) => String(p.value[2]),
        },
      },
    ],
  };
}

/**
 * The factor that stretches the loadings (at most 1 in size) to the scores' range on PC1 and PC2, so the arrows
 * reach about 90 % of the farthest score; 0 when there is nothing to scale.
 */
export function biplotScale(result: PcaDto): number {
  const scores = maxAbs(result.scores.flatMap((score) => [score[0] ?? 0, score[1] ?? 0]));
  const loadings = maxAbs(result.loadings.flatMap((loading) => [loading[0] ?? 0, loading[1] ?? 0]));
  return loadings === 0 ? 0 : (0.9 * scores) / loadings;
}

/** Loading arrows' tips: each variable's PC1 and PC2 loadings times the biplot scale. */
export function loadingArrows(result: PcaDto) {
  const scale = biplotScale(result);
  return result.variables.map((name, i) => ({
    name,
    x: round((result.loadings[i]?.[0] ?? 0) * scale),
    y: round((result.loadings[i]?.[1] ?? 0) * scale),
  }));
}

/** The scores with an arrow per variable from the origin to its scaled loadings. */
export function biplotOption(result: PcaDto) {
  const arrows = loadingArrows(result);
  return {
    tooltip: { trigger: 'item' },
    grid: { left: 56, right: 40, top: 48, bottom: 48 },
    ...scoreAxes(),
    series: [
      {
        type: 'scatter',
        name: t('newTools.matrixAnalysis.scores'),
        data: scorePoints(result),
        symbolSize: 6,
        itemStyle: { opacity: 0.7 },
        markLine: {
          silent: true,
          animation: false,
          lineStyle: { color: '#cf1322', type: 'solid', width: 1.5 },
          label: { show: true, position: 'end', color: '#cf1322', formatter: (p: { name: string }) => p.name },
          data: arrows.map((arrow) => [
            { coord: [0, 0], symbol: 'none', name: arrow.name },
            { coord: [arrow.x, arrow.y], symbol: 'arrow' },
          ]),
        },
      },
      // The arrows' tips, not drawn: the axes take them in, or a mark line reaching past the scores is not drawn.
      { type: 'scatter', data: arrows.map((arrow) => [arrow.x, arrow.y]), symbolSize: 0, silent: true },
    ],
  };
}
