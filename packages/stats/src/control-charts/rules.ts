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

/** Points strictly above the UCL or below the LCL. */
export function beyondLimits(series: JudgedSeries): number[] {
  const { statistics, points } = series;
  const flagged: number[] = [];
  for (let i = 0; i < statistics.length; i++) {
    const x = statistics[i] as number;
    if (x > (points.ucl[i] as number) || x < (points.lcl[i] as number)) flagged.push(i);
  }
  return flagged;
}

/** +1 above center + half, −1 below center − half, 0 inside (the edges included). */
function sideOf(x: number, centre: number, half: number): number {
  return x > centre + half ? 1 : x < centre - half ? -1 : 0;
}

/** Each point's side of the centre line and of the 1σ and 2σ zones, in one pass over the points. */
function zoneSides(series: JudgedSeries): [Int8Array, Int8Array, Int8Array] {
  const { statistics, nsigmas } = series;
  const centres = series.points.center;
  const sigmas = series.points.sigma;
  const count = statistics.length;
  const centre = new Int8Array(count);
  const one = new Int8Array(count);
  const two = new Int8Array(count);
  const unit = nsigmas / 3;
  for (let i = 0; i < count; i++) {
    const x = statistics[i] as number;
    const c = centres[i] as number;
    const half = unit * (sigmas[i] as number);
    centre[i] = sideOf(x, c, 0);
    one[i] = sideOf(x, c, half);
    two[i] = sideOf(x, c, 2 * half);
  }
  return [centre, one, two];
}

/** Indices where `holds[i]` has been true for at least `length` consecutive i, from the run's length-th on. */
function runs(holds: Uint8Array, length: number, shift = 0): number[] {
  const flagged: number[] = [];
  let run = 0;
  for (let i = 0; i < holds.length; i++) {
    run = holds[i] ? run + 1 : 0;
    if (run >= length) flagged.push(i + shift);
  }
  return flagged;
}

/** Each point's side of the centre line and of the 1σ and 2σ zones, computed once for all rules. */
interface Zones {
  beyond: number[];
  centre: Int8Array;
  one: Int8Array;
  two: Int8Array;
}

function zonesOf(series: JudgedSeries): Zones {
  const [centre, one, two] = zoneSides(series);
  return { beyond: beyondLimits(series), centre, one, two };
}

/** Runs of `length` or more points strictly on one side of the centre line. */
export function runsOnOneSide(series: JudgedSeries, length: number): number[] {
  return sameSideRuns(zoneSides(series)[0], length);
}

function sameSideRuns(side: Int8Array, length: number): number[] {
  const flagged: number[] = [];
  let run = 0;
  for (let i = 0; i < side.length; i++) {
    const current = side[i] as number;
    if (current === 0) run = 0;
    else run = i > 0 && current === side[i - 1] ? run + 1 : 1;
    if (run >= length) flagged.push(i);
  }
  return flagged;
}

/** `count` of the `window` points ending at i beyond the zone on one side, the point i among them. */
function mostBeyondZone(side: Int8Array, count: number, window: number): number[] {
  const flagged: number[] = [];
  let above = 0;
  let below = 0;
  for (let i = 0; i < side.length; i++) {
    const entering = side[i] as number;
    above += entering > 0 ? 1 : 0;
    below += entering < 0 ? 1 : 0;
    if (i >= window) {
      const leaving = side[i - window] as number;
      above -= leaving > 0 ? 1 : 0;
      below -= leaving < 0 ? 1 : 0;
    }
    if (i < window - 1) continue;
    if ((entering > 0 && above >= count) || (entering < 0 && below >= count)) flagged.push(i);
  }
  return flagged;
}

/** Six points in a row steadily increasing or decreasing (five rises or five falls), flagged from the sixth on. */
function trending(statistics: ArrayLike<number>, points: number): number[] {
  const flagged: number[] = [];
  let rising = 0;
  let falling = 0;
  for (let i = 1; i < statistics.length; i++) {
    const step = (statistics[i] as number) - (statistics[i - 1] as number);
    rising = step > 0 ? rising + 1 : 0;
    falling = step < 0 ? falling + 1 : 0;
    if (rising >= points - 1 || falling >= points - 1) flagged.push(i);
  }
  return flagged;
}

/** Fourteen points in a row alternating up and down: twelve sign changes of consecutive steps. */
function alternating(statistics: ArrayLike<number>, points: number): number[] {
  const turns = new Uint8Array(Math.max(0, statistics.length - 2));
  for (let i = 0; i < turns.length; i++) {
    const rise = (statistics[i + 1] as number) - (statistics[i] as number);
    const next = (statistics[i + 2] as number) - (statistics[i + 1] as number);
    turns[i] = rise * next < 0 ? 1 : 0;
  }
  return runs(turns, points - 2, 2);
}

/** Eight points in a row beyond 1σ with at least one on each side. */
function beyondOnBothSides(side: Int8Array, length: number): number[] {
  const flagged: number[] = [];
  let outside = 0;
  let above = 0;
  let below = 0;
  for (let i = 0; i < side.length; i++) {
    const current = side[i] as number;
    outside += current !== 0 ? 1 : 0;
    above += current > 0 ? 1 : 0;
    below += current < 0 ? 1 : 0;
    if (i >= length) {
      const leaving = side[i - length] as number;
      outside -= leaving !== 0 ? 1 : 0;
      above -= leaving > 0 ? 1 : 0;
      below -= leaving < 0 ? 1 : 0;
    }
    if (i >= length - 1 && outside === length && above > 0 && below > 0) flagged.push(i);
  }
  return flagged;
}

/** Fifteen points in a row within 1σ of the centre line, the zone's edges included. */
function withinZone(side: Int8Array, length: number): number[] {
  const flagged: number[] = [];
  let run = 0;
  for (let i = 0; i < side.length; i++) {
    run = side[i] === 0 ? run + 1 : 0;
    if (run >= length) flagged.push(i);
  }
  return flagged;
}

function westernElectric(zones: Zones): WesternElectricFlags {
  return {
    beyondLimits: zones.beyond,
    twoOfThreeBeyond2Sigma: mostBeyondZone(zones.two, 2, 3),
    fourOfFiveBeyond1Sigma: mostBeyondZone(zones.one, 4, 5),
    eightOnOneSide: sameSideRuns(zones.centre, 8),
  };
}

/** Nelson's rules 1, 5 and 6 are Western Electric's 1, 2 and 3: they are copied from `we`. */
function nelson(series: JudgedSeries, zones: Zones, we: WesternElectricFlags): NelsonFlags {
  return {
    beyondLimits: [...we.beyondLimits],
    nineOnOneSide: sameSideRuns(zones.centre, 9),
    sixTrending: trending(series.statistics, 6),
    fourteenAlternating: alternating(series.statistics, 14),
    twoOfThreeBeyond2Sigma: [...we.twoOfThreeBeyond2Sigma],
    fourOfFiveBeyond1Sigma: [...we.fourOfFiveBeyond1Sigma],
    fifteenWithin1Sigma: withinZone(zones.one, 15),
    eightBeyond1SigmaBothSides: beyondOnBothSides(zones.one, 8),
  };
}

export function westernElectricRules(series: JudgedSeries): WesternElectricFlags {
  return westernElectric(zonesOf(series));
}

export function nelsonRules(series: JudgedSeries): NelsonFlags {
  const zones = zonesOf(series);
  return nelson(series, zones, westernElectric(zones));
}

/** Both rule sets. */
export function chartRules(series: JudgedSeries): RuleFlags {
  return judgeSeries(series, 7).rules;
}

/** Everything a chart reports about its points, from one pass over the zones: limits, runs of `runLength`, rules. */
export function judgeSeries(
  series: JudgedSeries,
  runLength: number,
): { beyondLimits: number[]; violatingRuns: number[]; rules: RuleFlags } {
  const zones = zonesOf(series);
  const we = westernElectric(zones);
  return {
    beyondLimits: [...zones.beyond],
    violatingRuns: sameSideRuns(zones.centre, runLength),
    rules: { westernElectric: we, nelson: nelson(series, zones, we) },
  };
}
