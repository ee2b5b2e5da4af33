/** The shapes shared by every Shewhart chart of the engine. */

/** The plotted statistic: subgroup means, ranges, SDs, individuals, moving ranges, or an attribute count/rate. */
export type ChartType = 'xbar' | 'R' | 'S' | 'individuals' | 'movingRange' | 'p' | 'np' | 'c' | 'u';

/**
 * Which constants turn the calibration data into limits:
 * - 'table': σ from the printed 3-decimal d2, R-chart limits from the 7-decimal d3 table, exact c4 (what qcc does);
 * - 'published': the printed factors A2, A3, B3, B4, D3, D4 exactly as printed (hand calculation; n ≤ 25, equal sizes);
 * - 'exact': d2 and d3 by numerical integration, c4 by the gamma formula.
 */
export type ConstantsSource = 'table' | 'published' | 'exact';

export interface ChartOptions {
  /** Width of the limits in standard deviations of the statistic; 3 by default. */
  nsigmas?: number;
  /** 'table' by default. */
  constants?: ConstantsSource;
  /** Length of the run on one side of the centre line that `violatingRuns` reports; 7 by default (qcc). */
  runLength?: number;
}

/**
 * The limits of every point (calibration and new), which vary with the sample size: one value per point, or a single
 * value when every point has one sample size and so the same limits (see `pointAt`).
 */
export interface PointLimits {
  center: Float64Array;
  lcl: Float64Array;
  ucl: Float64Array;
  /** One standard deviation of the plotted statistic: the zones of the run rules are center ± k·sigma. */
  sigma: Float64Array;
}

/** Western Electric rules: 0-based indices of the points that complete each pattern. */
export interface WesternElectricFlags {
  /** 1: one point beyond the control limits. */
  beyondLimits: number[];
  /** 2: two of three consecutive points beyond 2σ on the same side. */
  twoOfThreeBeyond2Sigma: number[];
  /** 3: four of five consecutive points beyond 1σ on the same side. */
  fourOfFiveBeyond1Sigma: number[];
  /** 4: eight consecutive points on the same side of the centre line. */
  eightOnOneSide: number[];
}

/** Nelson rules: 0-based indices of the points that complete each pattern. */
export interface NelsonFlags {
  /** 1: one point beyond the control limits. */
  beyondLimits: number[];
  /** 2: nine points in a row on the same side of the centre line. */
  nineOnOneSide: number[];
  /** 3: six points in a row steadily increasing or decreasing. */
  sixTrending: number[];
  /** 4: fourteen points in a row alternating up and down. */
  fourteenAlternating: number[];
  /** 5: two of three consecutive points beyond 2σ on the same side. */
  twoOfThreeBeyond2Sigma: number[];
  /** 6: four of five consecutive points beyond 1σ on the same side. */
  fourOfFiveBeyond1Sigma: number[];
  /** 7: fifteen points in a row within 1σ of the centre line. */
  fifteenWithin1Sigma: number[];
  /** 8: eight points in a row beyond 1σ, on both sides of the centre line. */
  eightBeyond1SigmaBothSides: number[];
}

export interface RuleFlags {
  westernElectric: WesternElectricFlags;
  nelson: NelsonFlags;
}

/**
 * One Shewhart chart. Points are the calibration (phase I) points followed by the new (phase II) points, judged
 * against limits computed from the calibration points only. Indices are 0-based positions in `statistics`.
 */
export interface ControlChart {
  type: ChartType;
  /** Centre line, or null when it varies with the sample size (see `points`). */
  center: number | null;
  /** Lower and upper control limits, or null when they vary with the sample size (see `points`). */
  lcl: number | null;
  ucl: number | null;
  /**
   * The σ the limits are built from (qcc's std.dev): σ within for variables charts; √(p̄(1 − p̄)) per unit for p,
   * √(n·p̄(1 − p̄)) for np, √c̄ for c and √ū per unit for u.
   */
  sigma: number;
  nsigmas: number;
  /** How many of the points are calibration points. */
  calibrationCount: number;
  /** Position of the first statistic among the observations: 1 for moving ranges (MR_i belongs to point i), else 0. */
  offset: number;
  statistics: Float64Array;
  /** Sample size of each point (1 for individuals and moving ranges; the inspection units for c when given). */
  sizes: Float64Array;
  points: PointLimits;
  /** Points strictly above the UCL or below the LCL. */
  beyondLimits: number[];
  /** Points of a run of `runLength` or more on one side of the centre line, from the run's `runLength`-th point on. */
  violatingRuns: number[];
  rules: RuleFlags;
}
