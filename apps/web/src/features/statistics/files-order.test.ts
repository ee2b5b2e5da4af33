import type { MsItemDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { folderPath, reorderedItems } from './files-order';

const item = (id: string, type: 'folder' | 'file'): MsItemDto => ({
  id,
  type,
  name: id,
  kind: type === 'file' ? 'data' : null,
  parentId: null,
  sort: 0,
  updatedAt: '2026-11-23T00:00:00Z',
  size: null,
  version: 1,
});

const items = [item('f1', 'folder'), item('f2', 'folder'), item('a', 'file'), item('b', 'file'), item('c', 'file')];

describe('reorderedItems', () => {
  it('moves a file down among the files, folders unchanged', () => {
    expect(reorderedItems(items, 'a', 1)).toEqual({ folderIds: ['f1', 'f2'], fileIds: ['b', 'a', 'c'] });
  });
  it('moves a folder up among the folders', () => {
    expect(reorderedItems(items, 'f2', -1)).toEqual({ folderIds: ['f2', 'f1'], fileIds: ['a', 'b', 'c'] });
  });
  it('refuses to move past either end of its type (the first file does not jump above folders)', () => {
    expect(reorderedItems(items, 'a', -1)).toBeNull();
    expect(reorderedItems(items, 'c', 1)).toBeNull();
    expect(reorderedItems(items, 'missing', 1)).toBeNull();
  });
});

interface Node {
  id: string;
  children: Node[];
}
const tree: Node[] = [
  { id: 'x', children: [{ id: 'x1', children: [{ id: 'x11', children: [] }] }] },
  { id: 'y', children: [] },
];

describe('folder tree helpers', () => {
  it('finds the path from the root to a folder', () => {
    expect(folderPath(tree, 'x11').map((node) => node.id)).toEqual(['x', 'x1', 'x11']);
    expect(folderPath(tree, null)).toEqual([]);
    expect(folderPath(tree, 'gone')).toEqual([]);
  });
});
