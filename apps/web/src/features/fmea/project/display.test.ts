import { DEFAULT_PFMEA_DISPLAY_CONFIG, type FormSheetRow } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { displayOf, hiddenNodes, orderResultRows, orderRowsByRisk } from './display';

const row = (mode: string, cause: string, ap: FormSheetRow['ap'], severity: number | null) =>
  ({ key: `${mode}:${cause}`, mode: { id: mode }, ap, severity }) as unknown as FormSheetRow;

describe('the PFMEA display on the project screens', () => {
  it('applies to the PFMEA only; hides the control plan when isShowControlPlan is off', () => {
    const off = { ...DEFAULT_PFMEA_DISPLAY_CONFIG, isShowControlPlan: false };
    expect(displayOf(1, off)).toBe(off);
    expect(displayOf(0, off)).toEqual(DEFAULT_PFMEA_DISPLAY_CONFIG);
    expect(displayOf(1, null)).toEqual(DEFAULT_PFMEA_DISPLAY_CONFIG);
    expect([...hiddenNodes(off)]).toEqual(['controlPlan']);
    expect([...hiddenNodes(DEFAULT_PFMEA_DISPLAY_CONFIG)]).toEqual([]);
  });

  it('orders the failure modes by their highest AP, then S, keeping each mode’s chains together', () => {
    const rows = [
      row('m1', 'c1', 'L', 5),
      row('m1', 'c2', null, 5),
      row('m2', 'c3', 'M', 6),
      row('m3', 'c4', 'L', 8),
      row('m3', 'c5', 'H', 8),
      row('m4', 'c6', 'M', 9),
      row('m5', 'c7', null, null),
    ];
    expect(orderRowsByRisk(rows).map((r) => r.key)).toEqual([
      'm3:c4',
      'm3:c5',
      'm4:c6',
      'm2:c3',
      'm1:c1',
      'm1:c2',
      'm5:c7',
    ]);
    expect(orderRowsByRisk([])).toEqual([]);
  });

  it('orders step 7’s chains as the process runs, or by risk as the server answers them', () => {
    const rows = [{ key: 'b:2' }, { key: 'a:1' }, { key: 'x:9' }, { key: 'c:3' }];
    expect(orderResultRows(rows, 1, ['a:1', 'b:2', 'c:3']).map((r) => r.key)).toEqual(['a:1', 'b:2', 'c:3', 'x:9']);
    expect(orderResultRows(rows, 2, ['a:1', 'b:2', 'c:3'])).toEqual(rows);
  });
});
