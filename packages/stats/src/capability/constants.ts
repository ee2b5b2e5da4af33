/**
 * Shewhart constants for subgroup size n: the published 3-decimal d2 table (Montgomery, Appendix VI; ASTM E2587; the
 * table qcc uses) and exact d2 and c4. The control charts reuse these.
 */
import { normalSf } from '../core/distributions';
import { StatsError } from '../core/errors';
import { gaussLegendre } from '../core/quadrature';

/** Which d2 to use: the printed 3-decimal table (qcc, most textbooks) or the exact integral. */
export type D2Source = 'table' | 'exact';

/** Published d2 for n = 2..25 (index 0 is n = 2). */
const D2_TABLE = [
  1.128, 1.693, 2.059, 2.326, 2.534, 2.704, 2.847, 2.97, 3.078, 3.173, 3.258, 3.336, 3.407, 3.472, 3.532, 3.588, 3.64,
  3.689, 3.735, 3.778, 3.819, 3.858, 3.895, 3.931,
];

/** Largest n of the published d2 table. */
export const D2_TABLE_MAX_N = 25;

function requireSubgroupSize(n: number): void {
  if (!Number.isInteger(n) || n < 2) throw new StatsError('tooFewValues', { minimum: 2, actual: n });
}

/** The published 3-decimal d2 for n = 2..25, or `undefined` outside the table. */
export function d2Table(n: number): number | undefined {
  return D2_TABLE[n - 2];
}

const RULE = gaussLegendre(20);
const PANEL_WIDTH = 0.25;
/** Beyond 13 standard deviations n·P(Z > x) is below 1e-32 for every practical n. */
const UPPER_LIMIT = 13;

/** 1 − Φ(x)^n − (1 − Φ(x))^n for x ≥ 0, without cancellation: 1 − Φ^n = −expm1(n·log1p(−Q)). */
function rangeIntegrand(x: number, n: number): number {
  const q = normalSf(x);
  return -Math.expm1(n * Math.log1p(-q)) - q ** n;
}

const exactD2Cache = new Map<number, number>();

/**
 * Exact d2(n) = E[range of n standard normals] = ∫ (1 − Φ(x)^n − (1 − Φ(x))^n) dx over ℝ. The integrand is even, so
 * this is twice the integral over [0, 13], computed with a 20-point Gauss–Legendre rule on panels of width 0.25
 * (error far below 1e-14; d2(2) = 2/√π and d2(3) = 3/√π to the last bits).
 */
export function exactD2(n: number): number {
  requireSubgroupSize(n);
  const cached = exactD2Cache.get(n);
  if (cached !== undefined) return cached;
  let total = 0;
  const half = PANEL_WIDTH / 2;
  for (let left = 0; left < UPPER_LIMIT; left += PANEL_WIDTH) {
    const centre = left + half;
    let panel = 0;
    for (let i = 0; i < RULE.nodes.length; i++) {
      panel += (RULE.weights[i] as number) * rangeIntegrand(centre + half * (RULE.nodes[i] as number), n);
    }
    total += panel * half;
  }
  const d2 = 2 * total;
  exactD2Cache.set(n, d2);
  return d2;
}

/**
 * d2(n) from the chosen source. 'table' uses the published value for n ≤ 25 and the exact integral beyond the table
 * (no printed value exists there).
 */
export function d2(n: number, source: D2Source = 'table'): number {
  requireSubgroupSize(n);
  if (source === 'table') {
    const printed = d2Table(n);
    if (printed !== undefined) return printed;
  }
  return exactD2(n);
}

/**
 * c4(n) = √(2/(n − 1))·Γ(n/2)/Γ((n − 1)/2), so that E[s] = c4·σ. The gamma ratio r(n) = Γ(n/2)/Γ((n − 1)/2) follows
 * the exact recurrence r(2) = 1/√π, r(n + 1) = ((n − 1)/2)/r(n).
 */
export function c4(n: number): number {
  requireSubgroupSize(n);
  let ratio = 1 / Math.sqrt(Math.PI);
  for (let m = 2; m < n; m++) ratio = (m - 1) / 2 / ratio;
  return Math.sqrt(2 / (n - 1)) * ratio;
}
