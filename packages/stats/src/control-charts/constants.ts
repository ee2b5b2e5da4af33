/**
 * Shewhart control-chart constants for subgroup size n: exact values (d2 and d3 by numerical integration, c4 by the
 * gamma formula, the factors derived from them), the printed 3-decimal table for n = 2..25 (Montgomery, Introduction
 * to Statistical Quality Control, Appendix VI; ASTM E2587) and the 7-decimal d3 table that qcc 2.7 uses for R-chart
 * limits.
 */
import { c4, d2, exactD2 } from '../capability/constants';
import { normalCdf, normalSf } from '../core/distributions';
import { StatsError } from '../core/errors';
import { compositeGrid, gaussLegendre } from '../core/quadrature';

/** Every constant of the exact table for one subgroup size. */
export interface ChartConstants {
  n: number;
  d2: number;
  d3: number;
  c4: number;
  A: number;
  A2: number;
  A3: number;
  B3: number;
  B4: number;
  B5: number;
  B6: number;
  D1: number;
  D2: number;
  D3: number;
  D4: number;
}

/** The constants as printed (3 decimals; c4 with 4). */
export interface PublishedChartConstants {
  n: number;
  A2: number;
  A3: number;
  c4: number;
  B3: number;
  B4: number;
  d2: number;
  d3: number;
  D3: number;
  D4: number;
}

/** Largest subgroup size of the printed tables. */
export const CHART_TABLE_MAX_N = 25;

/** Printed columns for n = 2..25 (index 0 is n = 2). */
const PUBLISHED: Record<Exclude<keyof PublishedChartConstants, 'n' | 'd2'>, readonly number[]> = {
  A2: [
    1.88, 1.023, 0.729, 0.577, 0.483, 0.419, 0.373, 0.337, 0.308, 0.285, 0.266, 0.249, 0.235, 0.223, 0.212, 0.203,
    0.194, 0.187, 0.18, 0.173, 0.167, 0.162, 0.157, 0.153,
  ],
  A3: [
    2.659, 1.954, 1.628, 1.427, 1.287, 1.182, 1.099, 1.032, 0.975, 0.927, 0.886, 0.85, 0.817, 0.789, 0.763, 0.739,
    0.718, 0.698, 0.68, 0.663, 0.647, 0.633, 0.619, 0.606,
  ],
  c4: [
    0.7979, 0.8862, 0.9213, 0.94, 0.9515, 0.9594, 0.965, 0.9693, 0.9727, 0.9754, 0.9776, 0.9794, 0.981, 0.9823, 0.9835,
    0.9845, 0.9854, 0.9862, 0.9869, 0.9876, 0.9882, 0.9887, 0.9892, 0.9896,
  ],
  B3: [
    0, 0, 0, 0, 0.03, 0.118, 0.185, 0.239, 0.284, 0.321, 0.354, 0.382, 0.406, 0.428, 0.448, 0.466, 0.482, 0.497, 0.51,
    0.523, 0.534, 0.545, 0.555, 0.565,
  ],
  B4: [
    3.267, 2.568, 2.266, 2.089, 1.97, 1.882, 1.815, 1.761, 1.716, 1.679, 1.646, 1.618, 1.594, 1.572, 1.552, 1.534,
    1.518, 1.503, 1.49, 1.477, 1.466, 1.455, 1.445, 1.435,
  ],
  d3: [
    0.853, 0.888, 0.88, 0.864, 0.848, 0.833, 0.82, 0.808, 0.797, 0.787, 0.778, 0.77, 0.763, 0.756, 0.75, 0.744, 0.739,
    0.734, 0.729, 0.724, 0.72, 0.716, 0.712, 0.708,
  ],
  D3: [
    0, 0, 0, 0, 0, 0.076, 0.136, 0.184, 0.223, 0.256, 0.283, 0.307, 0.328, 0.347, 0.363, 0.378, 0.391, 0.403, 0.415,
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: D3(22) as printed, not log10(e)
    0.425, 0.434, 0.443, 0.451, 0.459,
  ],
  D4: [
    3.267, 2.574, 2.282, 2.114, 2.004, 1.924, 1.864, 1.816, 1.777, 1.744, 1.717, 1.693, 1.672, 1.653, 1.637, 1.622,
    1.608, 1.597, 1.585, 1.575, 1.566, 1.557, 1.548, 1.541,
  ],
};

/**
 * d3 with 7 decimals for n = 2..25, as tabulated in qcc 2.7 (`se.R.unscaled`). It is slightly high (8e-7 at n = 2 up
 * to 1.2e-5 at n = 25 against the integral), but it is what qcc's R-chart limits use.
 */
const D3_SEVEN_DECIMALS = [
  0.8525033, 0.8883697, 0.8798108, 0.8640855, 0.8480442, 0.8332108, 0.8198378, 0.8078413, 0.7970584, 0.787323,
  0.7784873, 0.7704257, 0.763033, 0.7562217, 0.7499188, 0.7440627, 0.7386021, 0.7334929, 0.728698, 0.7241851, 0.7199267,
  0.7158987, 0.7120802, 0.7084528,
];

function requireSubgroupSize(n: number): void {
  if (!Number.isInteger(n) || n < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: n });
}

/** The printed constants for n = 2..25, or `undefined` outside the table. */
export function publishedChartConstants(n: number): PublishedChartConstants | undefined {
  requireSubgroupSize(n);
  if (n > CHART_TABLE_MAX_N) return undefined;
  const at = (column: readonly number[]) => column[n - 2] as number;
  return {
    n,
    A2: at(PUBLISHED.A2),
    A3: at(PUBLISHED.A3),
    c4: at(PUBLISHED.c4),
    B3: at(PUBLISHED.B3),
    B4: at(PUBLISHED.B4),
    d2: d2(n, 'table'),
    d3: at(PUBLISHED.d3),
    D3: at(PUBLISHED.D3),
    D4: at(PUBLISHED.D4),
  };
}

/** qcc's 7-decimal d3 for n = 2..25, or `undefined` outside the table. */
export function d3SevenDecimals(n: number): number | undefined {
  return D3_SEVEN_DECIMALS[n - 2];
}

const RULE = gaussLegendre(12);
/** Where the smallest of the n normals lies: n·Φ(−9) is below 1e-16 for n ≤ 1000. */
const X_GRID = compositeGrid(RULE, -9, 9, 1);
/** The range: P(W > 13) is below 1e-18 for n ≤ 1000 (one end would have to pass ±9.8). */
const W_GRID = compositeGrid(RULE, 0, 13, 1);

interface XTable {
  density: Float64Array;
  cdf: Float64Array;
  sf: Float64Array;
}

let xTable: XTable | undefined;

function xNodes(): XTable {
  if (xTable) return xTable;
  const count = X_GRID.nodes.length;
  const table = { density: new Float64Array(count), cdf: new Float64Array(count), sf: new Float64Array(count) };
  for (let i = 0; i < count; i++) {
    const x = X_GRID.nodes[i] as number;
    table.density[i] = Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
    table.cdf[i] = normalCdf(x);
    table.sf[i] = normalSf(x);
  }
  xTable = table;
  return table;
}

/**
 * P(W > w) for the range W of n standard normals: 1 − n·∫ φ(x)·(Φ(x + w) − Φ(x))^(n−1) dx. Φ(x + w) − Φ(x) is taken
 * from the upper tail for x > 0, so neither side loses digits to cancellation.
 */
function rangeSurvival(w: number, n: number, table: XTable): number {
  let cdf = 0;
  for (let i = 0; i < X_GRID.nodes.length; i++) {
    const x = X_GRID.nodes[i] as number;
    const mass = x > 0 ? (table.sf[i] as number) - normalSf(x + w) : normalCdf(x + w) - (table.cdf[i] as number);
    cdf += (X_GRID.weights[i] as number) * (table.density[i] as number) * mass ** (n - 1);
  }
  return 1 - n * cdf;
}

const exactD3Cache = new Map<number, number>();

/**
 * Exact d3(n) = SD of the range of n standard normals: √(E[W²] − d2²), E[W²] = 2·∫₀^∞ w·P(W > w) dw, both integrals by
 * a 12-point Gauss–Legendre rule on unit panels (d3(2) = √(2 − 4/π) to 1e-14; every n = 2..25 within 3e-13 of the
 * fixture's R integration; about 6 ms per n, cached).
 */
export function exactD3(n: number): number {
  requireSubgroupSize(n);
  const cached = exactD3Cache.get(n);
  if (cached !== undefined) return cached;
  const table = xNodes();
  let secondMoment = 0;
  for (let j = 0; j < W_GRID.nodes.length; j++) {
    const w = W_GRID.nodes[j] as number;
    secondMoment += (W_GRID.weights[j] as number) * w * rangeSurvival(w, n, table);
  }
  const mean = exactD2(n);
  const d3 = Math.sqrt(2 * secondMoment - mean * mean);
  exactD3Cache.set(n, d3);
  return d3;
}

/** The exact constants of subgroup size n (any n ≥ 2), derived as in the fixture's description (ASTM E2587). */
export function exactChartConstants(n: number): ChartConstants {
  requireSubgroupSize(n);
  const d2n = exactD2(n);
  const d3n = exactD3(n);
  const c4n = c4(n);
  const root = Math.sqrt(n);
  const spread = Math.sqrt(1 - c4n * c4n);
  return {
    n,
    d2: d2n,
    d3: d3n,
    c4: c4n,
    A: 3 / root,
    A2: 3 / (d2n * root),
    A3: 3 / (c4n * root),
    B3: Math.max(0, 1 - (3 * spread) / c4n),
    B4: 1 + (3 * spread) / c4n,
    B5: Math.max(0, c4n - 3 * spread),
    B6: c4n + 3 * spread,
    D1: Math.max(0, d2n - 3 * d3n),
    D2: d2n + 3 * d3n,
    D3: Math.max(0, 1 - (3 * d3n) / d2n),
    D4: 1 + (3 * d3n) / d2n,
  };
}
