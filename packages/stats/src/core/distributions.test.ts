import { describe, expect, it } from 'vitest';
import {
  chiSquareCdf,
  chiSquareQuantile,
  chiSquareSf,
  fQuantile,
  fSf,
  normalCdf,
  normalQuantile,
  normalSf,
  studentizedRangeQuantile,
  tCdf,
  tQuantile,
  tTwoSidedP,
} from './distributions';

// Reference values from R 4.x (pnorm, pt, qt, pf, qf, pchisq, qchisq, qtukey), 15-16 significant digits.
const close = (actual: number, expected: number, rel = 1e-12) =>
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(rel);

describe('normal distribution', () => {
  it('keeps relative precision far in both tails', () => {
    close(normalCdf(-5), 2.866515718791939e-7);
    close(normalSf(8), 6.22096057427178e-16);
    close(normalCdf(1.96), 0.9750021048517795);
  });

  it('inverts the cdf', () => {
    close(normalQuantile(0.975), 1.959963984540054);
    close(normalCdf(normalQuantile(1e-10)), 1e-10);
    close(normalSf(-normalQuantile(1e-10)), 1e-10);
  });
});

describe('t distribution', () => {
  it('gives two-sided p-values without cancellation', () => {
    close(tTwoSidedP(9.463989990298368, 48), 1.489836496295093e-12, 1e-12);
    close(tTwoSidedP(-2.6010580030222483, 48), 0.01231881615380903, 1e-12);
    close(tCdf(-2, 10), 0.0366940173853702);
    close(tCdf(2, 10), 0.96330598261463);
  });

  it('has the quantiles of the t tables', () => {
    close(tQuantile(0.975, 48), 2.010634757624232);
    close(tCdf(-tQuantile(0.995, 3), 3), 0.005);
  });
});

describe('F distribution', () => {
  it('computes tiny upper tails directly', () => {
    close(fSf(91.99996489286714, 2, 54), 4.046291195992163e-18, 1e-12);
    close(fSf(15.364799774712539, 5, 65), 5.93641985347133e-10, 1e-12);
    expect(fSf(0, 3, 10)).toBe(1);
  });

  it('inverts the cdf', () => {
    close(fSf(fQuantile(0.95, 2, 27), 2, 27), 0.05);
  });
});

describe('chi-square distribution', () => {
  it('has complementary tails', () => {
    close(chiSquareSf(10, 3), 0.01856613546304325);
    close(chiSquareCdf(10, 3), 0.9814338645369568);
    close(chiSquareQuantile(0.025, 24), 12.40115021744512, 1e-10);
  });
});

describe('studentized range', () => {
  it('gives the Tukey HSD critical value', () => {
    close(studentizedRangeQuantile(0.95, 3, 27), 3.506426123354103, 1e-7);
  });
});
