import type { ConstantsSource, ControlChartType } from '@qis/shared';
import {
  c4,
  d2,
  d3SevenDecimals,
  exactChartConstants,
  exactD3,
  type PublishedChartConstants,
  publishedChartConstants,
} from '@qis/stats';

// The constants behind a chart's limits, per subgroup size, as the engine used them for the chosen source: 'table'
// (printed d2, qcc's 7-decimal d3, exact c4; the factors derived from them), 'published' (the printed factors) or
// 'exact' (integrated d2 and d3).

type Values = Record<string, number>;

function rangeConstants(n: number, source: ConstantsSource): Values {
  if (source === 'published') {
    const printed = publishedChartConstants(n) as PublishedChartConstants;
    return { d2: printed.d2, d3: printed.d3, A2: printed.A2, D3: printed.D3, D4: printed.D4 };
  }
  if (source === 'exact') {
    const { d2: d2n, d3, A2, D3, D4 } = exactChartConstants(n);
    return { d2: d2n, d3, A2, D3, D4 };
  }
  const d2n = d2(n, 'table');
  const d3 = d3SevenDecimals(n) ?? exactD3(n);
  return { d2: d2n, d3, A2: 3 / (d2n * Math.sqrt(n)), D3: Math.max(0, 1 - (3 * d3) / d2n), D4: 1 + (3 * d3) / d2n };
}

function sdConstants(n: number, source: ConstantsSource): Values {
  if (source === 'published') {
    const printed = publishedChartConstants(n) as PublishedChartConstants;
    return { c4: printed.c4, A3: printed.A3, B3: printed.B3, B4: printed.B4 };
  }
  const c4n = c4(n);
  const spread = (3 * Math.sqrt(1 - c4n * c4n)) / c4n;
  return { c4: c4n, A3: 3 / (c4n * Math.sqrt(n)), B3: Math.max(0, 1 - spread), B4: 1 + spread };
}

/** Moving ranges of span 2: E2 = 3/d2(2) turns MR̄ into the individuals limits, D4(2) gives the MR chart's UCL. */
function movingRangeConstants(source: ConstantsSource): Values {
  const exact = source === 'exact' ? exactChartConstants(2) : null;
  const d2n = exact ? exact.d2 : d2(2, 'table');
  const d4 = exact ? exact.D4 : (publishedChartConstants(2) as PublishedChartConstants).D4;
  return { d2: d2n, E2: 3 / d2n, D3: 0, D4: d4 };
}

/** The constants of each distinct subgroup size, smallest first; none for attribute charts. */
export function constantsUsed(
  chartType: ControlChartType,
  source: ConstantsSource,
  sizes: ArrayLike<number>,
): { n: number; values: Values }[] {
  if (chartType === 'imr') return [{ n: 2, values: movingRangeConstants(source) }];
  if (chartType !== 'xbarR' && chartType !== 'xbarS') return [];
  const distinct = [...new Set(Array.from(sizes))].sort((a, b) => a - b);
  const of = chartType === 'xbarR' ? rangeConstants : sdConstants;
  return distinct.map((n) => ({ n, values: of(n, source) }));
}
