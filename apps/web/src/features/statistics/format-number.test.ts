import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('shows the chosen decimals, tiny values in scientific notation and undefined values as a dash', () => {
    expect(formatNumber(1.663219449326167, 4)).toBe('1.6632');
    expect(formatNumber(4.046291195992163e-18, 4)).toBe('4.05e-18');
    expect(formatNumber(0, 3)).toBe('0.000');
    expect(formatNumber(null, 4)).toBe('—');
    expect(formatNumber(12.5, 0)).toBe('13');
  });
});
