import { EMPTY_FMEA_NET, type FmeaNet, formSheetRows } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { rowTop, SHEET_ROW_HEIGHT, SlotPool, sheetBlocks, sheetLayout, visibleRange } from './sheet-layout';

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
    expect(blocks.map((b) => [b.first, b.top])).toEqual([
      [0, 0],
      [2, 2 * SHEET_ROW_HEIGHT],
    ]);
    const layout = sheetLayout(rows);
    expect([...layout.blockOfRow]).toEqual([0, 0, 1]);
    expect(layout.height).toBe(3 * SHEET_ROW_HEIGHT);
    // S comes from the most severe effect; AP from the AIAG-VDA table (S 8, O 4, D 8 → H; S 8, O 2, D 2 → L).
    expect(rows.map((r) => [r.cause?.name ?? null, r.severity, r.ap])).toEqual([
      ['密封圈老化', 8, 'H'],
      ['密封圈装配错位', 8, 'L'],
      [null, null, null],
    ]);
  });

  // 5,000 modes of 2 chains each: rows 2i and 2i + 1 are mode i's.
  const many = formSheetRows(0, net).slice(0, 2);
  const manyRows = Array.from({ length: 10_000 }, (_, i) => {
    const row = many[i % 2] as (typeof many)[number];
    return { ...row, mode: { ...row.mode, id: `m${Math.floor(i / 2)}` } };
  });
  const manyLayout = sheetLayout(manyRows);

  it('draws only the rows in view (with the overscan) among thousands, and the blocks they belong to', () => {
    expect(manyLayout.blocks).toHaveLength(5000);
    expect(visibleRange(manyLayout, 0, 440, 0, 44)).toEqual({ from: 0, to: 10, firstBlock: 0, lastBlock: 5 });
    expect(visibleRange(manyLayout, 44 * 1001 + 10, 440, 44, 44)).toEqual({
      from: 1000,
      to: 1013,
      firstBlock: 500,
      lastBlock: 507,
    });
    expect(visibleRange(manyLayout, 44 * 9995, 4400, 0, 44)).toEqual({
      from: 9995,
      to: 10_000,
      firstBlock: 4997,
      lastBlock: 5000,
    });
    expect(visibleRange(manyLayout, 44 * 20_000, 440, 0, 44)).toEqual({
      from: 10_000,
      to: 10_000,
      firstBlock: 0,
      lastBlock: 0,
    });
    expect(visibleRange(sheetLayout([]), 0, 440, 88)).toEqual({ from: 0, to: 0, firstBlock: 0, lastBlock: 0 });
  });

  it('hands the elements on: distinct slots 0 to n − 1, kept by the rows that stay in view, in order after a jump', () => {
    const pool = new SlotPool();
    expect(pool.assign(0, 5)).toEqual([0, 1, 2, 3, 4]);
    // Two rows down: rows 2–4 keep theirs, rows 5 and 6 take the two let go.
    expect(pool.assign(2, 7)).toEqual([2, 3, 4, 0, 1]);
    // One more row in view, and one less.
    expect(pool.assign(2, 8)).toEqual([2, 3, 4, 0, 1, 5]);
    expect(pool.assign(3, 8)).toEqual([3, 4, 0, 1, 2]);
    // Far away: nothing stays, the slots are taken in order.
    expect(pool.assign(1000, 1005)).toEqual([0, 1, 2, 3, 4]);
    expect(pool.assign(2000, 2005)).toEqual([0, 1, 2, 3, 4]);
    expect(pool.assign(0, 0)).toEqual([]);
    for (let top = 0; top < 44 * 300; top += 37) {
      const { from, to } = visibleRange(manyLayout, top, 470, 88);
      const slots = pool.assign(from, to);
      expect(new Set(slots).size, `at ${top}`).toBe(to - from);
      expect(Math.max(...slots), `at ${top}`).toBe(to - from - 1);
    }
  });

  it('finds the top of a chain’s row, to scroll to it', () => {
    const blocks = sheetBlocks(formSheetRows(0, net));
    expect(rowTop(blocks, `${id(22)}:${id(24)}`)).toBe(SHEET_ROW_HEIGHT);
    expect(rowTop(blocks, id(25))).toBe(2 * SHEET_ROW_HEIGHT);
    expect(rowTop(blocks, `${id(22)}:${id(99)}`)).toBeNull();
  });
});
