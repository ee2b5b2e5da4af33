import { describe, expect, it } from 'vitest';
import { pareto } from './pareto';

// Total 200: 90 (45 %), 50 (70 %), 30 (85 %), 20 (95 %), 10 (100 %).
const CATEGORIES = ['Scratch', 'Dent', 'Crack', 'Stain', 'Burr'];
const COUNTS = [50, 90, 20, 30, 10];

describe('pareto', () => {
  it('sorts by count with cumulative percentages and A/B/C classes', () => {
    const result = pareto(CATEGORIES, COUNTS);
    expect(result.total).toBe(200);
    expect(result.items.map((item) => [item.category, item.count, item.cumulativeCount, item.class])).toEqual([
      ['Dent', 90, 90, 'A'],
      ['Scratch', 50, 140, 'A'],
      ['Stain', 30, 170, 'A'],
      ['Crack', 20, 190, 'B'],
      ['Burr', 10, 200, 'C'],
    ]);
    expect(result.items.map((item) => item.percentage)).toEqual([45, 25, 15, 10, 5]);
    expect(result.items.map((item) => item.cumulativePercentage)).toEqual([45, 70, 85, 95, 100]);
    expect(result.vitalFew).toEqual(['Dent', 'Scratch', 'Stain']);
  });

  it('closes a class on the item that reaches the boundary exactly', () => {
    // 80 of 100 reaches 80 %: A stops there; 90 of 100 closes B.
    const result = pareto(['a', 'b', 'c', 'd'], [50, 30, 10, 10]);
    expect(result.items.map((item) => item.class)).toEqual(['A', 'A', 'B', 'C']);
  });

  it('keeps the input order for ties and takes other boundaries', () => {
    const result = pareto(['x', 'y', 'z'], [5, 5, 5], { classBoundaries: [50, 70] });
    expect(result.items.map((item) => item.category)).toEqual(['x', 'y', 'z']);
    expect(result.items.map((item) => item.class)).toEqual(['A', 'A', 'B']);
  });

  it('merges small shares into the other bucket at the end, under the given label', () => {
    const result = pareto(CATEGORIES, COUNTS, { otherBelowPercent: 12, otherLabel: 'Rest' });
    expect(result.items.map((item) => [item.category, item.count])).toEqual([
      ['Dent', 90],
      ['Scratch', 50],
      ['Stain', 30],
      ['Rest', 30],
    ]);
    expect(result.items[3]?.merged).toEqual(['Crack', 'Burr']);
    expect(result.items[3]?.cumulativePercentage).toBe(100);
  });

  it('merges everything beyond the top k, and a category already named like the bucket', () => {
    const result = pareto(['Other', ...CATEGORIES], [100, ...COUNTS], { topCount: 2 });
    expect(result.items.map((item) => item.category)).toEqual(['Dent', 'Scratch', 'Other']);
    expect(result.items[2]).toMatchObject({ count: 160, merged: ['Other', 'Stain', 'Crack', 'Burr'] });
    expect(pareto(CATEGORIES, COUNTS, { otherBelowPercent: 1 }).items).toHaveLength(5);
  });

  it('explains what is wrong with the input', () => {
    const fails = (run: () => unknown, detail: object) =>
      expect(run).toThrow(expect.objectContaining({ detail: expect.objectContaining(detail) }));
    fails(() => pareto(['a'], [1, 2]), { reason: 'lengths' });
    fails(() => pareto(['a', 'b'], [1, -2]), { reason: 'negative', index: 1 });
    fails(() => pareto(['a', 'a'], [1, 2]), { reason: 'duplicate', category: 'a' });
    fails(() => pareto(['a', 'b'], [0, 0]), { reason: 'zeroTotal' });
    fails(() => pareto(['a', 'b'], [1, Number.NaN]), { index: 1 });
    fails(() => pareto(['a'], [1], { topCount: 0 }), { option: 'topCount' });
    fails(() => pareto(['a'], [1], { classBoundaries: [90, 80] }), { option: 'classBoundaries' });
    expect(() => pareto([], [])).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
  });
});
