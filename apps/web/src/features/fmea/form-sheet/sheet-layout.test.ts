import { EMPTY_FMEA_NET, type FmeaNet, formSheetRows } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import {
  rowTop,
  SHEET_ROW_HEIGHT,
  type SheetBlock,
  sheetBlocks,
  sheetHeight,
  visibleBlocks,
  visibleRows,
} from './sheet-layout';

// A brake caliper: the caliper (focus) under the brake system, with two modes; the first has two causes, the second
// none yet. Ids are uuids as the schemas want them.
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const element = (n: number, parentId: string | null, name: string, sortOrder = 0) => ({
  id: id(n),
  parentId,
  type: 'component' as const,
  name,
  number: '',
  sortOrder,
  partId: null,
  bomLineId: null,
  workElementCategory: null,
  version: 1,
});
const fn = (n: number, elementId: string, name: string) => ({
  id: id(n),
  elementId,
  name,
  requirement: '',
  specialCharacteristic: null,
  sortOrder: 0,
  version: 1,
});
const failure = (
  n: number,
  functionId: string,
  type: 'FE' | 'FM' | 'FC',
  name: string,
  severity: number | null = null,
) => ({
  id: id(n),
  functionId,
  type,
  name,
  severity,
  version: 1,
});
const risk = (modeId: string, causeId: string, occurrence: number, detection: number) => ({
  modeId,
  causeId,
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

const net: FmeaNet = {
  ...EMPTY_FMEA_NET,
  elements: [element(1, null, '制动系统'), element(2, id(1), '制动钳'), element(3, id(2), '活塞密封圈')],
  functions: [fn(11, id(1), '使车辆减速'), fn(12, id(2), '夹紧制动盘'), fn(13, id(3), '密封制动液')],
  functionLinks: [
    { higherId: id(11), lowerId: id(12) },
    { higherId: id(12), lowerId: id(13) },
  ],
  failures: [
    failure(21, id(11), 'FE', '制动距离变长', 8),
    failure(22, id(12), 'FM', '夹紧力不足'),
    failure(23, id(13), 'FC', '密封圈老化'),
    failure(24, id(13), 'FC', '密封圈装配错位'),
    failure(25, id(12), 'FM', '回位不良'),
  ],
  failureLinks: [
    { causeId: id(22), effectId: id(21) },
    { causeId: id(23), effectId: id(22) },
    { causeId: id(24), effectId: id(22) },
  ],
  risks: [risk(id(22), id(23), 4, 8), risk(id(22), id(24), 2, 2)],
};

describe('the form sheet layout', () => {
  it('merges the chains of each failure mode into one block, a mode without causes into a one-row block', () => {
    const rows = formSheetRows(0, net);
    const blocks = sheetBlocks(rows);
    expect(blocks.map((b) => [b.rows[0]?.mode.name, b.rows.length])).toEqual([
      ['夹紧力不足', 2],
      ['回位不良', 1],
    ]);
    expect(blocks.map((b) => b.top)).toEqual([0, 2 * SHEET_ROW_HEIGHT]);
    expect(sheetHeight(blocks)).toBe(3 * SHEET_ROW_HEIGHT);
    // S comes from the most severe effect; AP from the AIAG-VDA table (S 8, O 4, D 8 → H; S 8, O 2, D 2 → L).
    expect(rows.map((r) => [r.cause?.name ?? null, r.severity, r.ap])).toEqual([
      ['密封圈老化', 8, 'H'],
      ['密封圈装配错位', 8, 'L'],
      [null, null, null],
    ]);
  });

  it('draws only the blocks in view (with the overscan) among thousands', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ modeId: `m${i}`, rows: [], top: i * 44, height: 44 }));
    expect(visibleBlocks(many, 0, 440, 0)).toEqual({ first: 0, last: 10 });
    expect(visibleBlocks(many, 44 * 1000 + 10, 440, 0)).toEqual({ first: 1000, last: 1011 });
    expect(visibleBlocks(many, 44 * 4995, 4400, 0)).toEqual({ first: 4995, last: 5000 });
    expect(visibleBlocks([], 0, 440)).toEqual({ first: 0, last: 0 });
  });

  it('draws only the rows of a tall block that are in view (with the overscan)', () => {
    const rows = Array.from({ length: 50 }, () => formSheetRows(0, net)[0]) as SheetBlock['rows'];
    const block: SheetBlock = { modeId: 'm', rows, top: 440, height: 50 * 44 };
    expect(visibleRows(block, 0, 440, 0, 44)).toEqual({ from: 0, to: 0 });
    expect(visibleRows(block, 440, 440, 0, 44)).toEqual({ from: 0, to: 10 });
    expect(visibleRows(block, 440 + 44 * 20 + 10, 440, 44, 44)).toEqual({ from: 19, to: 32 });
    expect(visibleRows(block, 440 + 44 * 45, 880, 0, 44)).toEqual({ from: 45, to: 50 });
    expect(visibleRows(block, 440 + 44 * 60, 440, 0, 44)).toEqual({ from: 50, to: 50 });
  });

  it('finds the top of a chain’s row, to scroll to it', () => {
    const blocks = sheetBlocks(formSheetRows(0, net));
    expect(rowTop(blocks, `${id(22)}:${id(24)}`)).toBe(SHEET_ROW_HEIGHT);
    expect(rowTop(blocks, id(25))).toBe(2 * SHEET_ROW_HEIGHT);
    expect(rowTop(blocks, `${id(22)}:${id(99)}`)).toBeNull();
  });
});
