import { describe, expect, it } from 'vitest';
import { checkRatingScales, normalizeRatingScales } from './rating-scale-rules';
import { DEFAULT_DFMEA_SCALES, DEFAULT_MSR_SCALES, DEFAULT_PFMEA_SCALES, type RatingScales } from './rating-scales';

const copy = (s: RatingScales): RatingScales => JSON.parse(JSON.stringify(s));

describe('checkRatingScales', () => {
  it('accepts the default scales of every kind', () => {
    for (const scales of [DEFAULT_DFMEA_SCALES, DEFAULT_PFMEA_SCALES, DEFAULT_MSR_SCALES])
      expect(checkRatingScales(scales)).toBeNull();
  });

  it('names the scale and the missing ratings', () => {
    const s = copy(DEFAULT_DFMEA_SCALES);
    s.occurrence = s.occurrence.filter((l) => l.rating !== 3 && l.rating !== 7);
    expect(checkRatingScales(s)).toEqual({ field: 'scales.occurrence', message: expect.stringContaining('7、3') });
  });

  it('names a repeated rating by its place', () => {
    const s = copy(DEFAULT_DFMEA_SCALES);
    const second = s.detection[1];
    if (second) second.rating = 10;
    expect(checkRatingScales(s)?.field).toBe('scales.detection.1.rating');
  });

  it('names a blank label or criteria', () => {
    const s = copy(DEFAULT_PFMEA_SCALES);
    const level = s.severity[4];
    if (level) level.criteria = '  ';
    expect(checkRatingScales(s)).toEqual({ field: 'scales.severity.4.criteria', message: '评分 6 的评价准则不能为空' });
    if (level) {
      level.criteria = 'x';
      level.label = '';
    }
    expect(checkRatingScales(s)?.field).toBe('scales.severity.4.label');
  });

  it('refuses a rating outside 1–10', () => {
    const s = copy(DEFAULT_MSR_SCALES);
    const level = s.severity[0];
    if (level) level.rating = 11;
    expect(checkRatingScales(s)?.field).toBe('scales.severity.0.rating');
  });
});

describe('normalizeRatingScales', () => {
  it('orders each scale from 10 down to 1 and trims the texts', () => {
    const s = copy(DEFAULT_DFMEA_SCALES);
    s.severity.reverse();
    const first = s.severity[0];
    if (first) first.label = ` ${first.label} `;
    const normalized = normalizeRatingScales(s);
    expect(normalized.severity.map((l) => l.rating)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(normalized).toEqual(DEFAULT_DFMEA_SCALES);
  });
});
