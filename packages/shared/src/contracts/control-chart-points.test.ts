import { describe, expect, it } from 'vitest';
import { perPoint, pointFigure } from './old-tools-charts';

describe("a control chart's per-point figures", () => {
  it('give every point the shared value when one is sent', () => {
    expect(perPoint([74.001], 3)).toEqual([74.001, 74.001, 74.001]);
    expect([0, 1, 99_999].map((index) => pointFigure([74.001], index))).toEqual([74.001, 74.001, 74.001]);
  });

  it('give each point its own value when they vary, and nothing past the last point', () => {
    expect(perPoint([0.1, 0.2, 0.3], 3)).toEqual([0.1, 0.2, 0.3]);
    expect([pointFigure([0.1, 0.2], 1), pointFigure([0.1, 0.2], 2)]).toEqual([0.2, undefined]);
  });

  it('read a one-point chart the same either way', () => {
    expect(perPoint([5], 1)).toEqual([5]);
    expect(pointFigure([5], 0)).toBe(5);
  });
});
