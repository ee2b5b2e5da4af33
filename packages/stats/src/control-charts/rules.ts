/**
 * Out-of-control tests on a series of points: beyond the limits, runs, and the Western Electric and Nelson rules as
 * qcc 3.0 (R/rules.R) defines them. A flag marks the last point of the window that completes the pattern; for 2-of-3
 * and 4-of-5 that point must itself lie beyond the zone on the same side; a point exactly on the centre line breaks a
 * run. Zones are center ± k·(nsigmas/3)·σ of each point, so with variable sample sizes every point is judged against
 * its own zones.
 */
import type { NelsonFlags, PointLimits, RuleFlags, WesternElectricFlags } from './types';

/** The statistics of a chart with the limits of each point. */
export interface JudgedSeries {
  statistics: ArrayLike<number>;
  points: PointLimits;
  nsigmas: number;
}

/** Every list of flagged points a chart reports, found in one pass over its points. */
interface Findings {
  beyond: number[];
  /** Runs of the chart's run length on one side of the centre line. */
  runs: number[];
  twoOfThree: number[];
  fourOfFive: number[];
  eightOnOneSide: number[];
  nineOnOneSide: number[];
  sixTrending: number[];
  fourteenAlternating: number[];
  fifteenWithin: number[];
  eightBothSides: number[];
}

/**
 * One pass over the points: each point's side of the centre line and of its 1σ and 2σ zones, with a counter per
 * pattern (runs, sliding windows of 3, 5 and 8 points, rises and falls, turns). A ring of recent sides lets each
 * window look back at the point that leaves it.
 */
function scan(series: JudgedSeries, runLength: number): Findings {
  const { statistics, points, nsigmas } = series;
  const count = statistics.length;
  const found: Findings = {
    beyond: [],
    runs: [],
    twoOfThree: [],
    fourOfFive: [],
    eightOnOneSide: [],
    nineOnOneSide: [],
    sixTrending: [],
    fourteenAlternating: [],
    fifteenWithin: [],
    eightBothSides: [],
  };
  // The sides of the last 16 points (more than the longest window, 8, looks back), indexed by i & 15.
  const one = new Int8Array(16);
  const two = new Int8Array(16);
  const unit = nsigmas / 3;
  const { center: centres, sigma: sigmas, ucl: upper, lcl: lower } = points;
  // Limits shared by every point (one sample size) are read at index 0 for each point.
  const stride = centres.length === count ? 1 : 0;
  let sameSide = 0;
  let previousSide = 0;
  let twoAbove = 0;
  let twoBelow = 0;
  let oneAbove = 0;
  let oneBelow = 0;
  let eightAbove = 0;
  let eightBelow = 0;
  let rising = 0;
  let falling = 0;
  let turns = 0;
  let within = 0;
  // Each point's sides are bits (+(a > b) is 1 or 0) added to the counters rather than branched on: on real data a
  // point falls on either side at random, and mispredicted branches cost more than the arithmetic (2x on 100,000).
  for (let i = 0; i < count; i++) {
    const x = statistics[i] as number;
    const at = i * stride;
    const c = centres[at] as number;
    const half = unit * (sigmas[at] as number);
    if (x > (upper[at] as number) || x < (lower[at] as number)) found.beyond.push(i);

    // Runs on one side of the centre line: a point on it breaks the run.
    const side = +(x > c) - +(x < c);
    sameSide = (sameSide * +(side === previousSide) + 1) * +(side !== 0);
    previousSide = side;
    if (sameSide >= runLength) found.runs.push(i);
    if (sameSide >= 8) found.eightOnOneSide.push(i);
    if (sameSide >= 9) found.nineOnOneSide.push(i);

    // Two of three beyond 2σ, the point itself among them.
    const twoUp = +(x > c + 2 * half);
    const twoDown = +(x < c - 2 * half);
    two[i & 15] = twoUp - twoDown;
    twoAbove += twoUp;
    twoBelow += twoDown;
    if (i >= 3) {
      const leaving = two[(i - 3) & 15] as number;
      twoAbove -= +(leaving > 0);
      twoBelow -= +(leaving < 0);
    }
    if (i >= 2 && ((twoUp && twoAbove >= 2) || (twoDown && twoBelow >= 2))) found.twoOfThree.push(i);

    // Four of five beyond 1σ, the point itself among them; eight beyond 1σ with some on each side; fifteen within.
    const oneUp = +(x > c + half);
    const oneDown = +(x < c - half);
    one[i & 15] = oneUp - oneDown;
    oneAbove += oneUp;
    oneBelow += oneDown;
    eightAbove += oneUp;
    eightBelow += oneDown;
    if (i >= 5) {
      const leaving = one[(i - 5) & 15] as number;
      oneAbove -= +(leaving > 0);
      oneBelow -= +(leaving < 0);
    }
    if (i >= 8) {
      const leaving = one[(i - 8) & 15] as number;
      eightAbove -= +(leaving > 0);
      eightBelow -= +(leaving < 0);
    }
    if (i >= 4 && ((oneUp && oneAbove >= 4) || (oneDown && oneBelow >= 4))) found.fourOfFive.push(i);
    if (i >= 7 && eightAbove + eightBelow === 8 && eightAbove > 0 && eightBelow > 0) found.eightBothSides.push(i);
    within = (within + 1) * (1 - oneUp - oneDown);
    if (within >= 15) found.fifteenWithin.push(i);

    // Six points steadily rising or falling (five steps); fourteen alternating (twelve turns in a row).
    if (i >= 1) {
      const step = x - (statistics[i - 1] as number);
      rising = (rising + 1) * +(step > 0);
      falling = (falling + 1) * +(step < 0);
      if (rising >= 5 || falling >= 5) found.sixTrending.push(i);
      if (i >= 2) {
        const before = (statistics[i - 1] as number) - (statistics[i - 2] as number);
        turns = (turns + 1) * +(before * step < 0);
        if (turns >= 12) found.fourteenAlternating.push(i);
      }
    }
  }
  return found;
}

function westernElectric(found: Findings): WesternElectricFlags {
  return {
    beyondLimits: found.beyond,
    twoOfThreeBeyond2Sigma: found.twoOfThree,
    fourOfFiveBeyond1Sigma: found.fourOfFive,
    eightOnOneSide: found.eightOnOneSide,
  };
}

/** Nelson's rules 1, 5 and 6 are Western Electric's 1, 2 and 3: their lists are copies. */
function nelson(found: Findings): NelsonFlags {
  return {
    beyondLimits: [...found.beyond],
    nineOnOneSide: found.nineOnOneSide,
    sixTrending: found.sixTrending,
    fourteenAlternating: found.fourteenAlternating,
    twoOfThreeBeyond2Sigma: [...found.twoOfThree],
    fourOfFiveBeyond1Sigma: [...found.fourOfFive],
    fifteenWithin1Sigma: found.fifteenWithin,
    eightBeyond1SigmaBothSides: found.eightBothSides,
  };
}

/** Points strictly above the UCL or below the LCL. */
export function beyondLimits(series: JudgedSeries): number[] {
  return scan(series, 7).beyond;
}

/** Runs of `length` or more points strictly on one side of the centre line. */
export function runsOnOneSide(series: JudgedSeries, length: number): number[] {
  return scan(series, length).runs;
}

export function westernElectricRules(series: JudgedSeries): WesternElectricFlags {
  return westernElectric(scan(series, 7));
}

export function nelsonRules(series: JudgedSeries): NelsonFlags {
  return nelson(scan(series, 7));
}

/** Both rule sets. */
export function chartRules(series: JudgedSeries): RuleFlags {
  return judgeSeries(series, 7).rules;
}

/** Everything a chart reports about its points, from one pass: limits, runs of `runLength`, rules. */
export function judgeSeries(
  series: JudgedSeries,
  runLength: number,
): { beyondLimits: number[]; violatingRuns: number[]; rules: RuleFlags } {
  const found = scan(series, runLength);
  return {
    beyondLimits: [...found.beyond],
    violatingRuns: found.runs,
    rules: { westernElectric: westernElectric(found), nelson: nelson(found) },
  };
}
