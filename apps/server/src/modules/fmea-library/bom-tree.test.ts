import { describe, expect, it } from 'vitest';
import { gatherParts, linesToRows, treeOrder } from './bom-tree';

const P1 = '00000000-0000-4000-8000-000000000001';

describe('linesToRows', () => {
  it('places parents before children, siblings in the order sent', () => {
    const result = linesToRows([
      { key: 'c', parentKey: 'a', partId: P1, quantity: 2 },
      { key: 'a', partId: P1, quantity: 1 },
      { key: 'b', parentKey: 'a', partId: P1, quantity: 3 },
    ]);
    if (!('rows' in result)) throw new Error(result.problem.message);
    const [a, c, b] = result.rows;
    expect(result.rows.map((r) => r.quantity)).toEqual([1, 2, 3]);
    expect([a?.parentId, c?.parentId, b?.parentId]).toEqual([null, a?.id, a?.id]);
    expect([c?.sort, b?.sort]).toEqual([0, 1]);
  });

  it('names a repeated key, an unknown parent and a cycle', () => {
    expect(
      linesToRows([
        { key: 'a', partId: P1, quantity: 1 },
        { key: 'a', partId: P1, quantity: 1 },
      ]),
    ).toEqual({
      problem: { field: 'lines.1.key', message: '行标识重复' },
    });
    expect(linesToRows([{ key: 'a', parentKey: 'x', partId: P1, quantity: 1 }])).toEqual({
      problem: { field: 'lines.0.parentKey', message: '上级行不存在' },
    });
    expect(
      linesToRows([
        { key: 'r', partId: P1, quantity: 1 },
        { key: 'a', parentKey: 'b', partId: P1, quantity: 1 },
        { key: 'b', parentKey: 'a', partId: P1, quantity: 1 },
      ]),
    ).toEqual({ problem: { field: 'lines.1.parentKey', message: '上级行构成循环' } });
  });

  it('keeps the ids of the stored lines an edit still sends, new lines get new ids', () => {
    const stored = '00000000-0000-4000-8000-0000000000aa';
    const result = linesToRows(
      [
        { key: stored, partId: P1, quantity: 1 },
        { key: 'new', parentKey: stored, partId: P1, quantity: 2 },
      ],
      new Set([stored]),
    );
    if (!('rows' in result)) throw new Error(result.problem.message);
    expect(result.rows[0]?.id).toBe(stored);
    expect(result.rows[1]).toMatchObject({ parentId: stored });
    expect(result.rows[1]?.id).not.toBe('new');
  });

  it('refuses an eleventh level', () => {
    const lines = Array.from({ length: 11 }, (_, i) => ({
      key: `k${i}`,
      parentKey: i === 0 ? null : `k${i - 1}`,
      partId: P1,
      quantity: 1,
    }));
    expect(linesToRows(lines.slice(0, 10))).toHaveProperty('rows');
    expect(linesToRows(lines)).toEqual({ problem: { field: 'lines.10.parentKey', message: 'BOM 最多10层' } });
  });
});

describe('gatherParts', () => {
  const line = (id: string, parentId: string | null, sort: number, quantity: number) => ({
    id,
    parentId,
    sort,
    partId: P1,
    partNo: id,
    partName: id,
    quantity,
  });
  const lines = [line('b', 'a', 0, 2), line('a', null, 0, 1), line('c', 'b', 0, 4), line('d', null, 1, 3)];

  it('multiplies quantities down the tree', () => {
    const tree = gatherParts(lines, null);
    expect(tree.map((n) => [n.partNo, n.totalQuantity])).toEqual([
      ['a', 1],
      ['d', 3],
    ]);
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ partNo: 'c', totalQuantity: 8 });
  });

  it('answers one line with everything below it', () => {
    const [b] = gatherParts(lines, 'b');
    expect(b).toMatchObject({ partNo: 'b', totalQuantity: 2, children: [{ partNo: 'c', totalQuantity: 8 }] });
  });

  it('orders stored lines parents first', () => {
    expect(treeOrder(lines).map((l) => l.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
