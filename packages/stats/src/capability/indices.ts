/** Capability indices, expected and observed PPM, and confidence intervals for given mean, σ and specification. */
import { chiSquareQuantile, normalCdf, normalQuantile, normalSf } from '../core/distributions';
import type { Numbers } from '../core/sums';

/** Specification limits and target; null where absent (at least one limit exists; lsl < usl). */
export interface SpecLimits {
  lsl: number | null;
  usl: number | null;
  target: number | null;
}

/** Nonconforming parts per million below the LSL, above the USL, and in total; null for an absent side. */
export interface CapabilityPpm {
  belowLsl: number | null;
  aboveUsl: number | null;
  total: number;
}

/** Two-sided interval. */
export interface CapabilityInterval {
  lower: number;
  upper: number;
}

/** The indices for one σ: C = (USL − LSL)/6σ, CL = (x̄ − LSL)/3σ, CU = (USL − x̄)/3σ, CK = min of those that exist. */
export interface CapabilityIndexSet {
  /** Cp or Pp; null unless both limits exist. */
  c: number | null;
  lower: number | null;
  upper: number | null;
  /** Cpk or Ppk: the smaller of the existing one-sided indices. */
  k: number;
}

/** Cp/Cpl/Cpu/Cpk (σ within) or Pp/Ppl/Ppu/Ppk (σ overall) for mean `centre` and standard deviation `sigma`. */
export function capabilityIndexSet(centre: number, sigma: number, spec: SpecLimits): CapabilityIndexSet {
  const c = spec.lsl !== null && spec.usl !== null ? (spec.usl - spec.lsl) / (6 * sigma) : null;
  const lower = spec.lsl !== null ? (centre - spec.lsl) / (3 * sigma) : null;
  const upper = spec.usl !== null ? (spec.usl - centre) / (3 * sigma) : null;
  const k = lower === null ? (upper as number) : upper === null ? lower : Math.min(lower, upper);
  return { c, lower, upper, k };
}

/**
 * Taguchi's Cpm = (USL − LSL)/(6√(σ² + (x̄ − T)²)) (qcc's definition with σ within; Cpm overall with the overall SD);
 * null unless both limits and the target exist.
 */
export function cpmIndex(centre: number, sigma: number, spec: SpecLimits): number | null {
  if (spec.lsl === null || spec.usl === null || spec.target === null) return null;
  const offset = centre - spec.target;
  return (spec.usl - spec.lsl) / (6 * Math.sqrt(sigma * sigma + offset * offset));
}

/**
 * Cpm from the mean squared deviation about the target, (USL − LSL)/(6√(Σ(x − T)²/(n − 1))) (Minitab style), with
 * Σ(x − T)² = Σ(x − x̄)² + n(x̄ − T)² so no cancellation occurs; null unless both limits and the target exist.
 */
export function cpmRmsIndex(n: number, centre: number, sdOverall: number, spec: SpecLimits): number | null {
  if (spec.lsl === null || spec.usl === null || spec.target === null) return null;
  const offset = centre - spec.target;
  const squares = sdOverall * sdOverall * (n - 1) + n * offset * offset;
  return (spec.usl - spec.lsl) / (6 * Math.sqrt(squares / (n - 1)));
}

/** Expected PPM under a normal model: Φ((LSL − x̄)/σ)·1e6 and P(Z > (USL − x̄)/σ)·1e6 (upper tail computed directly). */
export function expectedPpm(centre: number, sigma: number, spec: SpecLimits): CapabilityPpm {
  const belowLsl = spec.lsl !== null ? normalCdf((spec.lsl - centre) / sigma) * 1e6 : null;
  const aboveUsl = spec.usl !== null ? normalSf((spec.usl - centre) / sigma) * 1e6 : null;
  return { belowLsl, aboveUsl, total: (belowLsl ?? 0) + (aboveUsl ?? 0) };
}

/** Observed PPM: count(x < LSL)/n·1e6 and count(x > USL)/n·1e6, strictly (a value on a limit is in spec). */
export function observedPpm(values: Numbers, spec: SpecLimits): CapabilityPpm {
  let below = 0;
  let above = 0;
  const lsl = spec.lsl ?? Number.NEGATIVE_INFINITY;
  const usl = spec.usl ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (value < lsl) below++;
    else if (value > usl) above++;
  }
  return observedPpmOfCounts(below, above, values.length, spec);
}

/** Observed PPM from the counts of values below the LSL and above the USL among `n`. */
export function observedPpmOfCounts(below: number, above: number, n: number, spec: SpecLimits): CapabilityPpm {
  const belowLsl = spec.lsl !== null ? (below / n) * 1e6 : null;
  const aboveUsl = spec.usl !== null ? (above / n) * 1e6 : null;
  return { belowLsl, aboveUsl, total: (belowLsl ?? 0) + (aboveUsl ?? 0) };
}

/**
 * Interval for Cp or Pp from the χ² distribution of the variance with n − 1 degrees of freedom:
 * [C·√(χ²_{α/2}/(n − 1)), C·√(χ²_{1−α/2}/(n − 1))].
 */
export function cpInterval(value: number, n: number, level: number): CapabilityInterval {
  const df = n - 1;
  const alpha = 1 - level;
  return {
    lower: value * Math.sqrt(chiSquareQuantile(alpha / 2, df) / df),
    upper: value * Math.sqrt(chiSquareQuantile(1 - alpha / 2, df) / df),
  };
}

/** Bissell's (1990) normal approximation for Cpk or Ppk: Ĉ ± z_{1−α/2}·√(1/(9n) + Ĉ²/(2(n − 1))). */
export function cpkInterval(value: number, n: number, level: number): CapabilityInterval {
  const z = normalQuantile(1 - (1 - level) / 2);
  const half = z * Math.sqrt(1 / (9 * n) + (value * value) / (2 * (n - 1)));
  return { lower: value - half, upper: value + half };
}
