/**
 * R's pretty(): "nice" equally spaced break points covering a range, a faithful port of R_pretty (src/appl/pretty.c,
 * R 4.2) with R's defaults high.u.bias h = 1.5, u5.bias h5 = .5 + 1.5h, shrink.sml = 0.75, eps.correct = 0, and of
 * pretty.default's seq.int(l, u, length.out = n + 1), so that histogram breaks equal R's hist() to the last bit.
 */

const ROUNDING_EPS = 1e-10;
const HIGH_U_BIAS = 1.5;
const U5_BIAS = 0.5 + 1.5 * HIGH_U_BIAS;
const SHRINK_SML = 0.75;
const F_MIN = 2 ** -20;
const DBL_MIN = 2.2250738585072014e-308;
const MAX_F = 1.25;

/** The pretty grid: `count` intervals of width `unit` from `lo` to `up`. */
export interface PrettyGrid {
  lo: number;
  up: number;
  count: number;
  unit: number;
}

/** R_pretty(lo, up, ndiv, min_n, shrink_sml = 0.75, c(1.5, 2.75), eps_correction = 0, return_bounds = TRUE). */
export function prettyGrid(
  lower: number,
  upper: number,
  ndiv: number,
  minN: number = Math.floor(ndiv / 3),
): PrettyGrid {
  const dx = upper - lower;
  let cell: number;
  let small: boolean;
  if (dx === 0 && upper === 0) {
    cell = 1;
    small = true;
  } else {
    cell = Math.max(Math.abs(lower), Math.abs(upper));
    let bound = 1 + (U5_BIAS >= 1.5 * HIGH_U_BIAS + 0.5 ? 1 / (1 + HIGH_U_BIAS) : 1.5 / (1 + U5_BIAS));
    bound *= Math.max(1, ndiv) * Number.EPSILON;
    small = dx < cell * bound * 3;
  }
  if (small) {
    if (cell > 10) cell = 9 + cell / 10;
    cell *= SHRINK_SML;
    if (minN > 1) cell /= minN;
  } else {
    cell = dx;
    if (ndiv > 1) cell /= ndiv;
  }
  const subsmall = F_MIN * DBL_MIN;
  if (cell < subsmall) cell = subsmall;
  else if (cell > Number.MAX_VALUE / MAX_F) cell = Number.MAX_VALUE / MAX_F;

  const base = 10 ** Math.floor(Math.log10(cell));
  let unit = base;
  let candidate = 2 * base;
  if (candidate - cell < HIGH_U_BIAS * (cell - unit)) {
    unit = candidate;
    candidate = 5 * base;
    if (candidate - cell < U5_BIAS * (cell - unit)) {
      unit = candidate;
      candidate = 10 * base;
      if (candidate - cell < HIGH_U_BIAS * (cell - unit)) unit = candidate;
    }
  }
  let ns = Math.floor(lower / unit + ROUNDING_EPS);
  let nu = Math.ceil(upper / unit - ROUNDING_EPS);
  while (ns * unit > lower + ROUNDING_EPS * unit) ns--;
  while (nu * unit < upper - ROUNDING_EPS * unit) nu++;

  let k = Math.trunc(0.5 + nu - ns);
  let count: number;
  if (k < minN) {
    k = minN - k;
    if (ns >= 0) {
      nu += Math.trunc(k / 2);
      ns -= Math.trunc(k / 2) + (k % 2);
    } else {
      ns -= Math.trunc(k / 2);
      nu += Math.trunc(k / 2) + (k % 2);
    }
    count = minN;
  } else {
    count = k;
  }
  let lo = lower;
  let up = upper;
  if (ns * unit < lo) lo = ns * unit;
  if (nu * unit > up) up = nu * unit;
  return { lo, up, count, unit };
}

/** R's seq.int(from, to, length.out): i < length %/% 2 counted from `from`, the rest back from `to` (R's seq.c). */
function sequence(from: number, to: number, length: number): number[] {
  const out = new Array<number>(length);
  if (length > 0) out[0] = from;
  if (length > 1) out[length - 1] = to;
  if (length > 2) {
    const by = (to - from) / (length - 1);
    const half = Math.floor(length / 2);
    for (let i = 1; i < length - 1; i++) {
      out[i] = i < half ? from + i * by : to - (length - 1 - i) * by;
    }
  }
  return out;
}

/**
 * R's pretty(c(lower, upper), n, min.n): about n + 1 equally spaced round break points covering [lower, upper]
 * (R's default min.n = n %/% 3; hist() uses min.n = 1). Tiny values caused by rounding in the sequence are set to 0.
 */
export function prettyBreaks(lower: number, upper: number, n = 5, minN: number = Math.floor(n / 3)): number[] {
  const grid = prettyGrid(lower, upper, n, minN);
  const breaks = sequence(grid.lo, grid.up, grid.count + 1);
  if (grid.count > 0) {
    const delta = (grid.up - grid.lo) / grid.count;
    for (let i = 0; i < breaks.length; i++) if (Math.abs(breaks[i] as number) < 1e-14 * delta) breaks[i] = 0;
  }
  return breaks;
}
