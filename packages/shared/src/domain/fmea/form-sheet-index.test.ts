import { describe, expect, it } from 'vitest';
import { formSheetRows } from './form-sheet';
import { chainSeverity } from './net-rules';
import { EMPTY_FMEA_NET, type FmeaNet } from './net-schema';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const element = (n: number, parent: number | null, sortOrder: number) => ({
  id: id(n),
  parentId: parent === null ? null : id(parent),
  type: 'component' as const,
  name: `E${n}`,
  number: '',
  sortOrder,
  partId: null,
  bomLineId: null,
  workElementCategory: null,
  version: 1,
});
const fn = (n: number, el: number) => ({
  id: id(n),
  elementId: id(el),
  name: `F${n}`,
  requirement: '',
  specialCharacteristic: null,
  sortOrder: 0,
  version: 1,
});
const failure = (n: number, f: number, type: 'FE' | 'FM' | 'FC', severity: number | null = null) => ({
  id: id(n),
  functionId: id(f),
  type,
  name: `${type}${n}`,
  severity,
  version: 1,
});
const risk = (mode: number, cause: number, occurrence: number, detection: number) => ({
  modeId: id(mode),
  causeId: id(cause),
  preventionControls: '',
  occurrence,
  detectionControls: '',
  detection,
  specialCharacteristic: null,
  filterCode: '',
  severityAfter: null,
  occurrenceAfter: null,
  detectionAfter: null,
  remarks: '',
  version: 1,
});

// System 1 with components 2 (mode 31, 32) and 3 (causes 41, 42); effects 21 (S 6) and 22 (S 9) on the system.
const net: FmeaNet = {
  ...EMPTY_FMEA_NET,
  elements: [element(1, null, 0), element(3, 1, 1), element(2, 1, 0)],
  functions: [fn(11, 1), fn(12, 2), fn(13, 3)],
  failures: [
    failure(21, 11, 'FE', 6),
    failure(22, 11, 'FE', 9),
    failure(31, 12, 'FM'),
    failure(32, 12, 'FM'),
    failure(41, 13, 'FC'),
    failure(42, 13, 'FC'),
  ],
  failureLinks: [
    { causeId: id(31), effectId: id(21) },
    { causeId: id(31), effectId: id(22) },
    { causeId: id(41), effectId: id(31) },
    { causeId: id(42), effectId: id(31) },
  ],
  risks: [risk(31, 41, 4, 6), risk(31, 42, 2, 2)],
};

describe('formSheetRows', () => {
  it('has one row per chain and one for a mode without causes, with S from the most severe effect', () => {
    const rows = formSheetRows(0, net);
    expect(rows.map((r) => [r.mode.name, r.cause?.name ?? null])).toEqual([
      ['FM31', 'FC41'],
      ['FM31', 'FC42'],
      ['FM32', null],
    ]);
    for (const row of rows) expect(row.severity).toBe(chainSeverity(net, row.mode.id));
    expect(rows[0]).toMatchObject({ severity: 9, ap: 'H', rpn: 216, focusElement: { name: 'E2' } });
    expect(rows[0]?.higherElement?.name).toBe('E1');
    expect(rows[0]?.lowerElement?.name).toBe('E3');
    expect(rows[0]?.effects.map((e) => e.name)).toEqual(['FE21', 'FE22']);
    expect(rows[1]).toMatchObject({ ap: 'L', rpn: 36 });
    expect(rows[2]).toMatchObject({ severity: null, risk: null, ap: null, actions: [] });
  });
});
