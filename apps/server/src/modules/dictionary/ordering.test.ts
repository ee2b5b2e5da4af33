import { describe, expect, it } from 'vitest';
import { moveAndRenumber } from './ordering';

const rows = (...sorts: number[]) => sorts.map((sort, i) => ({ id: `r${i}`, sort }));

describe('moveAndRenumber', () => {
  it('swaps a row with the one above and renumbers every row 1..n', () => {
    expect(moveAndRenumber(rows(10, 20, 30), 'r2', -1)).toEqual([
      { id: 'r0', sort: 1 },
      { id: 'r2', sort: 2 },
      { id: 'r1', sort: 3 },
    ]);
  });

  it('answers only the rows whose number changes', () => {
    expect(moveAndRenumber(rows(1, 2, 3, 4), 'r1', 1)).toEqual([
      { id: 'r2', sort: 2 },
      { id: 'r1', sort: 3 },
    ]);
  });

  it('turns equal sort numbers into distinct ones', () => {
    expect(moveAndRenumber(rows(0, 0, 0), 'r0', 1)).toEqual([
      { id: 'r1', sort: 1 },
      { id: 'r0', sort: 2 },
      { id: 'r2', sort: 3 },
    ]);
  });

  it('changes nothing for the first row moved up, the last moved down, or an unknown row', () => {
    expect(moveAndRenumber(rows(1, 2), 'r0', -1)).toEqual([]);
    expect(moveAndRenumber(rows(1, 2), 'r1', 1)).toEqual([]);
    expect(moveAndRenumber(rows(1, 2), 'nope', 1)).toEqual([]);
  });
});
