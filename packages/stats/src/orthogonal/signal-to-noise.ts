/** Taguchi signal-to-noise ratios (in dB) of the replicates of one run. */
import { mean, type Numbers, sum, variance } from '../core/sums';

/** What a good result is: large, small, or close to a target value. */
export type OrthogonalGoal = 'larger' | 'smaller' | 'nominal';

/**
 * The S/N ratio of one run's replicates, larger always better:
 * - larger-the-better: −10 log10(mean(1/y²)); null when a value is 0;
 * - smaller-the-better: −10 log10(mean(y²)); null when every value is 0;
 * - nominal-the-best: 10 log10(ȳ²/s²), s with divisor n − 1; null with fewer than 2 values or s = 0.
 * Null also for an empty run.
 */
export function signalToNoiseRatio(values: Numbers, goal: OrthogonalGoal): number | null {
  const n = values.length;
  if (n === 0) return null;
  switch (goal) {
    case 'larger': {
      const inverseSquares = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const value = values[i] as number;
        if (value === 0) return null;
        inverseSquares[i] = 1 / (value * value);
      }
      return -10 * Math.log10(sum(inverseSquares) / n);
    }
    case 'smaller': {
      const squares = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const value = values[i] as number;
        squares[i] = value * value;
      }
      const meanSquare = sum(squares) / n;
      return meanSquare === 0 ? null : -10 * Math.log10(meanSquare);
    }
    case 'nominal': {
      if (n < 2) return null;
      const centre = mean(values);
      const s2 = variance(values, centre);
      return s2 > 0 ? 10 * Math.log10((centre * centre) / s2) : null;
    }
  }
}
