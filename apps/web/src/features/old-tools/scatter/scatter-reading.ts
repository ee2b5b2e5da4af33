import type { MessageKey } from '../../../locales';

/**
 * Where |r| reads as a strong, moderate or weak correlation (a common rule of thumb for quality data), and the
 * significance level below which the correlation counts at all: a correlation whose p-value is not below it reads
 * as no clear correlation, however large r looks from few points.
 */
export const CORRELATION_THRESHOLDS = { strong: 0.8, moderate: 0.5, weak: 0.3, alpha: 0.05 } as const;

export type CorrelationStrength = 'strong' | 'moderate' | 'weak' | 'none';

const READINGS: Record<Exclude<CorrelationStrength, 'none'>, Record<'positive' | 'negative', MessageKey>> = {
  strong: { positive: 'oldTools.scatter.reading.strongPositive', negative: 'oldTools.scatter.reading.strongNegative' },
  moderate: {
    positive: 'oldTools.scatter.reading.moderatePositive',
    negative: 'oldTools.scatter.reading.moderateNegative',
  },
  weak: { positive: 'oldTools.scatter.reading.weakPositive', negative: 'oldTools.scatter.reading.weakNegative' },
};

/** How strong a correlation r with this p-value is, by CORRELATION_THRESHOLDS. */
export function correlationStrength(r: number, pValue: number): CorrelationStrength {
  const size = Math.abs(r);
  if (!(pValue < CORRELATION_THRESHOLDS.alpha) || size < CORRELATION_THRESHOLDS.weak) return 'none';
  if (size >= CORRELATION_THRESHOLDS.strong) return 'strong';
  if (size >= CORRELATION_THRESHOLDS.moderate) return 'moderate';
  return 'weak';
}

/** The verbal reading of r: 强正相关, 中等负相关, 无明显相关 … */
export function correlationReading(r: number, pValue: number): MessageKey {
  const strength = correlationStrength(r, pValue);
  if (strength === 'none') return 'oldTools.scatter.reading.none';
  return READINGS[strength][r > 0 ? 'positive' : 'negative'];
}
