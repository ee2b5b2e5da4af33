import { describe, expect, it } from 'vitest';
import { cellName, columnIndex, columnLetter } from './column-letters';

describe('columnLetter', () => {
  it('names columns in bijective base 26', () => {
    expect(columnLetter(0)).toBe('A');
    expect(columnLetter(25)).toBe('Z');
    expect(columnLetter(26)).toBe('AA');
    expect(columnLetter(27)).toBe('AB');
    expect(columnLetter(51)).toBe('AZ');
    expect(columnLetter(52)).toBe('BA');
    expect(columnLetter(701)).toBe('ZZ');
    expect(columnLetter(702)).toBe('AAA');
    expect(columnLetter(16383)).toBe('XFD');
  });

  it('rejects negative and non-integer indices', () => {
    expect(() => columnLetter(-1)).toThrow(RangeError);
    expect(() => columnLetter(1.5)).toThrow(RangeError);
    expect(() => columnLetter(Number.NaN)).toThrow(RangeError);
  });
});

describe('columnIndex', () => {
  it('inverts columnLetter, case-insensitively', () => {
    expect(columnIndex('A')).toBe(0);
    expect(columnIndex('z')).toBe(25);
    expect(columnIndex('aA')).toBe(26);
    expect(columnIndex('ZZ')).toBe(701);
    expect(columnIndex('AAA')).toBe(702);
    for (let index = 0; index < 20000; index++) expect(columnIndex(columnLetter(index))).toBe(index);
  });

  it('rejects empty, non-letter and overlong input', () => {
    for (const bad of ['', 'A1', ' A', 'Ä', '-', 'A B']) expect(() => columnIndex(bad)).toThrow(RangeError);
    expect(() => columnIndex('Z'.repeat(20))).toThrow(RangeError);
  });
});

describe('cellName', () => {
  it('names cells from 0-based row and column', () => {
    expect(cellName(2, 1)).toBe('B3');
    expect(cellName(0, 0)).toBe('A1');
    expect(cellName(99, 26)).toBe('AA100');
  });

  it('rejects a negative row or column', () => {
    expect(() => cellName(-1, 0)).toThrow(RangeError);
    expect(() => cellName(0, -1)).toThrow(RangeError);
  });
});
