import { describe, expect, it } from 'vitest';
import { movedFocus, nextSymbol, symbolOfKey } from './matrix-keys';

describe('relation cell', () => {
  it('cycles blank → ◎ → ○ → △ → blank on clicks', () => {
    const seen = [null];
    for (let click = 0; click < 4; click++) seen.push(nextSymbol(seen.at(-1) ?? null) as never);
    expect(seen).toEqual([null, '◎', '○', '△', null]);
  });

  it('sets ◎ ○ △ with 1 2 3, clears with 0, Delete and Backspace, ignores other keys', () => {
    expect(['1', '2', '3'].map(symbolOfKey)).toEqual(['◎', '○', '△']);
    expect(['0', 'Delete', 'Backspace'].map(symbolOfKey)).toEqual([null, null, null]);
    expect(symbolOfKey('a')).toBeUndefined();
    expect(symbolOfKey('Enter')).toBeUndefined();
  });

  it('moves the focus with the arrows and stops at the edges', () => {
    expect(movedFocus({ row: 1, column: 1 }, 'ArrowRight', 3, 4)).toEqual({ row: 1, column: 2 });
    expect(movedFocus({ row: 1, column: 1 }, 'ArrowUp', 3, 4)).toEqual({ row: 0, column: 1 });
    expect(movedFocus({ row: 2, column: 3 }, 'ArrowDown', 3, 4)).toEqual({ row: 2, column: 3 });
    expect(movedFocus({ row: 0, column: 0 }, 'ArrowLeft', 3, 4)).toEqual({ row: 0, column: 0 });
    expect(movedFocus({ row: 0, column: 0 }, 'Tab', 3, 4)).toBeNull();
  });
});
