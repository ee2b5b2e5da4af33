import { describe, expect, it } from 'vitest';
import { idealOutputText, listHolds } from './pick-texts';

describe('idealOutputText', () => {
  it('gives the function with its requirement, or alone when both are too long for an item', () => {
    expect(idealOutputText('产生制动力矩', ' 10 MPa 时 ≥ 2.1 kN·m ')).toBe('产生制动力矩（10 MPa 时 ≥ 2.1 kN·m）');
    expect(idealOutputText('产生制动力矩', '')).toBe('产生制动力矩');
    expect(idealOutputText('产生制动力矩', 'x'.repeat(195))).toBe('产生制动力矩');
  });
});

describe('listHolds', () => {
  it('finds a text whatever its spacing and width', () => {
    const holds = listHolds(['盐雾与泥水', 'ABS 高频调压']);
    expect(holds('盐雾 与 泥水')).toBe(true);
    expect(holds('ＡＢＳ高频调压')).toBe(true);
    expect(holds('涉水')).toBe(false);
  });
});
