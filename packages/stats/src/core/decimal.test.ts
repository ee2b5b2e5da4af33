import { describe, expect, it } from 'vitest';
import { centreDecimals, isDecimalText, parseDecimal } from './decimal';
import { variance } from './sums';

describe('parseDecimal', () => {
  it('reads signs, fractions and exponents exactly', () => {
    expect(parseDecimal('1000000000000.4')).toEqual({ units: 10000000000004n, scale: 1 });
    expect(parseDecimal('-0.025')).toEqual({ units: -25n, scale: 3 });
    expect(parseDecimal('1.5e3')).toEqual({ units: 1500n, scale: 0 });
    expect(parseDecimal(' 2.5E-2 ')).toEqual({ units: 25n, scale: 3 });
    expect(parseDecimal('.5')).toEqual({ units: 5n, scale: 1 });
  });

  it('refuses text that is not a number', () => {
    for (const text of ['', 'abc', '1,5', '1.2.3', '.', '--1']) {
      expect(parseDecimal(text)).toBeUndefined();
      expect(isDecimalText(text)).toBe(false);
    }
    for (const text of ['1.5', '-.25', '1e-3', '+7.']) expect(isDecimalText(text)).toBe(true);
  });
});

describe('centreDecimals', () => {
  it('subtracts the rounded mean exactly, so deviations of 1e12-sized values keep their digits', () => {
    const { reference, deviations } = centreDecimals(['1000000000000.4', '1000000000000.3', '1000000000000.5']);
    expect(reference).toBe(1000000000000.4);
    expect(Array.from(deviations)).toEqual([0, -0.1, 0.1]);
    expect(variance(deviations)).toBeCloseTo(0.01, 17);
  });

  it('mixes numbers of decimals', () => {
    const { reference, deviations } = centreDecimals(['1', '2.25', '-0.5']);
    const restored = Array.from(deviations, (deviation) => reference + deviation);
    expect(restored[0]).toBeCloseTo(1, 14);
    expect(restored[1]).toBeCloseTo(2.25, 14);
    expect(restored[2]).toBeCloseTo(-0.5, 14);
  });

  it('names the index of a value that is not a number', () => {
    expect(() => centreDecimals(['1', 'x'])).toThrow('index 1');
  });
});
