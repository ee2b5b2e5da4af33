import { describe, expect, it } from 'vitest';
import { findNode, subtreeIds } from './organization-tree';

interface Node {
  id: string;
  children: Node[];
}
const tree: Node[] = [
  { id: 'a', children: [{ id: 'b', children: [{ id: 'c', children: [] }] }] },
  { id: 'd', children: [] },
];

describe('organization tree helpers', () => {
  it('finds a node at any depth', () => {
    expect(findNode(tree, 'c')?.id).toBe('c');
    expect(findNode(tree, 'x')).toBeUndefined();
    expect(findNode(tree, null)).toBeUndefined();
  });

  it('collects a subtree', () => {
    expect([...subtreeIds(findNode(tree, 'a') as Node)]).toEqual(['a', 'b', 'c']);
  });
});
