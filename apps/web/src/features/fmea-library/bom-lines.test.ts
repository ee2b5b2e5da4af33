import { describe, expect, it } from 'vitest';
import { type EditLine, firstIncompleteLine, lineTree, withDescendants } from './bom-lines';

const line = (key: string, parentKey: string | null, partId?: string, quantity: number | null = 1): EditLine => ({
  key,
  parentKey,
  ...(partId ? { partId } : {}),
  quantity,
  remark: '',
});

describe('BOM editor lines', () => {
  const lines = [line('a', null, 'p'), line('b', 'a', 'p'), line('c', 'b', 'p'), line('d', null, 'p')];

  it('build the tree in order', () => {
    const tree = lineTree(lines);
    expect(tree.map((n) => n.key)).toEqual(['a', 'd']);
    expect(tree[0]?.children?.[0]?.children?.[0]?.key).toBe('c');
    expect(tree[1]?.children).toBeUndefined();
  });

  it('find a line with everything below it', () => {
    expect([...withDescendants(lines, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });

  it('name the first incomplete line by its place in the tree', () => {
    expect(firstIncompleteLine(lines)).toBeNull();
    expect(firstIncompleteLine([...lines, line('e', 'a')])).toEqual({ index: 4, missing: 'part' });
    expect(firstIncompleteLine([line('a', null, 'p', 0)])).toEqual({ index: 1, missing: 'quantity' });
  });
});
