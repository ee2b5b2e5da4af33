import type { OutlineNode } from '@qis/shared';
import type { Direction } from '../../old-tools/fishbone/fishbone-navigation';
import { findNode, parentOf } from './outline-model';

/** Arrow keys on a left-to-right tree: left to the parent, right to the first child, up and down among siblings. */
export function outlineNeighbour(root: OutlineNode, from: string, direction: Direction): string | null {
  if (direction === 'left') return parentOf(root, from)?.id ?? null;
  if (direction === 'right') {
    const node = findNode(root, from);
    return node && !node.collapsed ? (node.children[0]?.id ?? null) : null;
  }
  const siblings = parentOf(root, from)?.children ?? [];
  const index = siblings.findIndex((node) => node.id === from);
  return siblings[index + (direction === 'up' ? -1 : 1)]?.id ?? null;
}
