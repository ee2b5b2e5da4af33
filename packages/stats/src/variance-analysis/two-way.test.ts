import { describe, expect, it } from 'vitest';
import { StatsError } from '../core/errors';
import { orderLevels } from './levels';
import { twoWayAnova, twoWayAnovaFromText } from './two-way';

const design = (cells: number[][][]) => {
  const a: string[] = [];
  const b: string[] = [];
  const y: number[] = [];
  cells.forEach((row, i) => {
    row.forEach((cell, j) => {
      for (const value of cell) {
        a.push(`A${i + 1}`);
        b.push(`B${j + 1}`);
        y.push(value);
      }
    });
  });
  return { a, b, y };
};

describe('twoWayAnova', () => {
  it('splits a hand-checkable 2×2 design with 2 replicates into A, B, A×B and error', () => {
    // cell means 2, 4 / 6, 12; grand 6; A means 3, 9; B means 4, 8
    const result = twoWayAnova(
      design([
        [
          [1, 3],
          [3, 5],
        ],
        [
          [5, 7],
          [11, 13],
        ],
      ]),
    );
    expect(result.factorA).toMatchObject({ df: 1, ss: 72 });
    expect(result.factorB).toMatchObject({ df: 1, ss: 32 });
    expect(result.interaction).toMatchObject({ df: 1, ss: 8 });
    expect(result.error).toEqual({ df: 4, ss: 8, ms: 2 });
    expect(result.total).toEqual({ df: 7, ss: 120 });
    expect(result.factorA.f).toBe(36);
  });

  it('without replicates uses the A×B residual as the error and fits no interaction', () => {
    const result = twoWayAnova(
      design([
        [[2], [4]],
        [[6], [12]],
        [[1], [5]],
      ]),
    );
    expect(result.interaction).toBeNull();
    expect(result.error.df).toBe(2);
    expect(result.replicates).toBe(1);
  });

  it('names the first cell that breaks the balance', () => {
    const unbalanced = design([
      [[1, 3], [3]],
      [
        [5, 7],
        [11, 13],
      ],
    ]);
    try {
      twoWayAnova(unbalanced);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(StatsError);
      expect(error).toMatchObject({ code: 'unbalancedDesign', detail: { cell: 'A1×B2' } });
    }
  });

  it('gives the same sums of squares from decimal text shifted by 1e12', () => {
    const plain = design([
      [
        [1, 3],
        [3, 5],
      ],
      [
        [5, 7],
        [11, 13],
      ],
    ]);
    const text = twoWayAnovaFromText({ ...plain, y: plain.y.map((v) => `${1e12 + v}.5`) });
    expect(text.factorA.ss).toBe(72);
    expect(text.error.ss).toBe(8);
    expect(text.grandMean).toBe(1e12 + 6.5);
  });

  it('fits A + B only when the interaction is switched off, its SS and df going to the error', () => {
    const replicated = design([
      [
        [1, 3],
        [3, 5],
      ],
      [
        [5, 7],
        [11, 13],
      ],
    ]);
    const result = twoWayAnova(replicated, { interaction: false });
    expect(result.interaction).toBeNull();
    expect(result.error).toEqual({ df: 5, ss: 16, ms: 3.2 });
    expect(result.factorA.f).toBe(72 / 3.2);
  });

  it('accepts a Float64Array response as a plain array', () => {
    const plain = design([
      [
        [1.5, 3.25],
        [3.1, 5],
      ],
      [
        [5, 7.7],
        [11, 13.3],
      ],
    ]);
    const typed = twoWayAnova({ ...plain, y: Float64Array.from(plain.y) });
    expect(typed).toEqual(twoWayAnova(plain));
  });

  it('refuses a factor with one level, an empty cell and constant data', () => {
    const oneLevel = { a: ['A1', 'A1', 'A1', 'A1'], b: ['B1', 'B2', 'B1', 'B2'], y: [1, 2, 3, 4] };
    expect(() => twoWayAnova(oneLevel)).toThrow(expect.objectContaining({ code: 'tooFewValues' }));
    const emptyCell = { a: ['A1', 'A1', 'A2'], b: ['B1', 'B2', 'B1'], y: [1, 2, 3] };
    expect(() => twoWayAnova(emptyCell)).toThrow(
      expect.objectContaining({ code: 'unbalancedDesign', detail: { cell: 'A2×B2' } }),
    );
    const constant = design([
      [[4], [4]],
      [[4], [4]],
    ]);
    expect(() => twoWayAnova(constant)).toThrow(expect.objectContaining({ code: 'constantData' }));
  });

  it('refuses a response text that is not a decimal number', () => {
    const text = { a: ['A1', 'A1', 'A2', 'A2'], b: ['B1', 'B2', 'B1', 'B2'], y: ['1', '2', 'abc', '4'] };
    expect(() => twoWayAnovaFromText(text)).toThrow(
      expect.objectContaining({ code: 'notNumeric', detail: { index: 2, value: 'abc' } }),
    );
  });

  it('refuses a level order that does not list the data levels', () => {
    const plain = design([
      [[1], [2]],
      [[3], [4]],
    ]);
    expect(() => twoWayAnova(plain, { levelsA: ['A1'] })).toThrow(StatsError);
  });
});

describe('orderLevels', () => {
  it('sorts numbers numerically and text with numbers compared as numbers', () => {
    expect(orderLevels(['2', '0.5', '10', '1'])).toEqual(['0.5', '1', '2', '10']);
    expect(orderLevels(['A10', 'A2', 'B1', 'A2'])).toEqual(['A2', 'A10', 'B1']);
  });
});
