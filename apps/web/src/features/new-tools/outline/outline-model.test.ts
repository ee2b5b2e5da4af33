import { OUTLINE_MAX_DEPTH, type OutlineNode } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import {
  addChild,
  addSibling,
  findNode,
  moveNode,
  parentOf,
  removeNode,
  renameNode,
  shiftNode,
  toggleCollapsed,
  visibleIds,
} from './outline-model';
import { outlineNeighbour } from './outline-navigation';

const leaf = (id: string, text = id): OutlineNode => ({ id, text, children: [] });
const goal: OutlineNode = {
  id: 'root',
  text: '降低焊接不良率',
  children: [
    { id: 'a', text: '提高技能', children: [leaf('a1'), leaf('a2')] },
    { id: 'b', text: '改进设备', children: [leaf('b1')] },
  ],
};
const texts = (node: OutlineNode): unknown => [node.text, node.children.map(texts)];

describe('outline editing', () => {
  it('adds children at the end and siblings right after the node', () => {
    const withChild = addChild(goal, 'b', leaf('b2')) as OutlineNode;
    expect(findNode(withChild, 'b')?.children.map((c) => c.id)).toEqual(['b1', 'b2']);
    const withSibling = addSibling(goal, 'a1', leaf('ax')) as OutlineNode;
    expect(findNode(withSibling, 'a')?.children.map((c) => c.id)).toEqual(['a1', 'ax', 'a2']);
    expect(goal.children[0]?.children).toHaveLength(2); // the old version is untouched
  });

  it('refuses a sibling of the goal and removing or moving the goal', () => {
    expect(addSibling(goal, 'root', leaf('x'))).toBe('rootFixed');
    expect(removeNode(goal, 'root')).toBe('rootFixed');
    expect(moveNode(goal, 'root', 'a')).toBe('rootFixed');
  });

  it('refuses a level deeper than the limit', () => {
    let chain: OutlineNode = leaf('root');
    let last = 'root';
    for (let depth = 1; depth <= OUTLINE_MAX_DEPTH; depth++) {
      chain = addChild(chain, last, leaf(`d${depth}`)) as OutlineNode;
      last = `d${depth}`;
    }
    expect(addChild(chain, last, leaf('deeper'))).toBe('tooDeep');
  });

  it('moves a subtree under another node, never into itself', () => {
    const moved = moveNode(goal, 'a', 'b') as OutlineNode;
    expect(texts(moved)).toEqual([
      '降低焊接不良率',
      [
        [
          '改进设备',
          [
            ['b1', []],
            [
              '提高技能',
              [
                ['a1', []],
                ['a2', []],
              ],
            ],
          ],
        ],
      ],
    ]);
    expect(moveNode(goal, 'a', 'a1')).toBe('moveIntoItself');
  });

  it('removes a node with its subtree, renames, reorders and folds', () => {
    expect(findNode(removeNode(goal, 'a') as OutlineNode, 'a1')).toBeNull();
    expect(findNode(renameNode(goal, 'b1', '更换焊机'), 'b1')?.text).toBe('更换焊机');
    expect(shiftNode(goal, 'b', -1)?.children.map((c) => c.id)).toEqual(['b', 'a']);
    expect(shiftNode(goal, 'a', -1)).toBeNull();
    expect(visibleIds(toggleCollapsed(goal, 'a'))).toEqual(['root', 'a', 'b', 'b1']);
    expect(toggleCollapsed(goal, 'a1')).toBe(goal); // a leaf has nothing to fold
  });

  it('moves the selection with the arrow keys along the tree', () => {
    expect(outlineNeighbour(goal, 'a', 'right')).toBe('a1');
    expect(outlineNeighbour(goal, 'a1', 'left')).toBe('a');
    expect(outlineNeighbour(goal, 'a1', 'down')).toBe('a2');
    expect(outlineNeighbour(goal, 'a2', 'down')).toBeNull();
    expect(parentOf(goal, 'b1')?.id).toBe('b');
  });
});
