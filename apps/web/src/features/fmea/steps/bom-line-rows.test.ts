import type { BomLineDto, StructureElement } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { bomLineRows } from './bom-line-rows';

const line = (id: string, parentId: string | null): BomLineDto => ({
  id,
  parentId,
  partId: `p-${id}`,
  partNo: id,
  partName: id,
  drawingNo: null,
  material: null,
  quantity: 1,
  remark: null,
  sort: 0,
});

describe('bomLineRows', () => {
  it('nests the lines and marks those copied into the structure', () => {
    const element = { id: 'e1', bomLineId: 'b' } as StructureElement;
    const rows = bomLineRows([line('a', null), line('b', 'a'), line('c', 'a'), line('d', null)], [element]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'd']);
    expect(rows[0]?.children?.map((r) => [r.id, r.element?.id ?? null])).toEqual([
      ['b', 'e1'],
      ['c', null],
    ]);
    expect(rows[1]?.children).toBeUndefined();
  });
});
