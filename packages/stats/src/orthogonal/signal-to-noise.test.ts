import { describe, expect, it } from 'vitest';
import { signalToNoiseRatio } from './signal-to-noise';

describe('signalToNoiseRatio', () => {
  it('larger-the-better: −10 log10(mean(1/y²))', () => {
    expect(signalToNoiseRatio([1, 3], 'larger')).toBeCloseTo(-10 * Math.log10(5 / 9), 14);
    expect(signalToNoiseRatio([10, 10, 10], 'larger')).toBeCloseTo(20, 13);
  });

  it('smaller-the-better: −10 log10(mean(y²))', () => {
    expect(signalToNoiseRatio([1, 3], 'smaller')).toBeCloseTo(-10 * Math.log10(5), 14);
    expect(signalToNoiseRatio([0.1, 0.1], 'smaller')).toBeCloseTo(20, 13);
  });

  it('nominal-the-best: 10 log10(ȳ²/s²) with s of divisor n − 1', () => {
    expect(signalToNoiseRatio([1, 3], 'nominal')).toBeCloseTo(10 * Math.log10(2), 14);
    expect(signalToNoiseRatio(Float64Array.of(9, 10, 11), 'nominal')).toBeCloseTo(20, 13);
  });

  it('is null where the ratio is not defined', () => {
    expect(signalToNoiseRatio([2, 0], 'larger')).toBeNull();
    expect(signalToNoiseRatio([0, 0], 'smaller')).toBeNull();
    expect(signalToNoiseRatio([5], 'nominal')).toBeNull();
    expect(signalToNoiseRatio([5, 5], 'nominal')).toBeNull();
    expect(signalToNoiseRatio([], 'larger')).toBeNull();
  });
});
