import { OUTLINE_MAX_DEPTH, type OutlineNode, type PdpcNodeKind, type PdpcState } from '@qis/shared';

// Edits of an outline (a tree diagram, or a PDPC chart): each returns a new outline and leaves the old one as it was,
// so that undo keeps whole versions. The root is the goal: it cannot be removed, moved or given siblings.

export type Refusal = 'tooDeep' | 'moveIntoItself' | 'moveTooDeep' | 'rootFixed';

let counter = 0;
/** A new node id, unique within any outline this page builds. */
export const createNodeId = () => `n${Date.now().toString(36)}${(counter++).toString(36)}`;

export function findNode(root: OutlineNode, id: string): OutlineNode | null {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

/** The chain of nodes from the root down to `id` (empty when it is not in the outline). */
export function pathTo(root: OutlineNode, id: string): OutlineNode[] {
  if (root.id === id) return [root];
  for (const child of root.children) {
    const path = pathTo(child, id);
    if (path.length > 0) return [root, ...path];
  }
  return [];
}

export const parentOf = (root: OutlineNode, id: string): OutlineNode | null => pathTo(root, id).at(-2) ?? null;
export const depthOf = (root: OutlineNode, id: string) => pathTo(root, id).length - 1;

/** Levels below `node` (0 for a leaf). */
export function heightOf(node: OutlineNode): number {
  return node.children.reduce((most, child) => Math.max(most, heightOf(child) + 1), 0);
}

/** The outline with `id` replaced by what `change` makes of it (the same outline when `id` is not there). */
export function updateNode(root: OutlineNode, id: string, change: (node: OutlineNode) => OutlineNode): OutlineNode {
  if (root.id === id) return change(root);
  let changed = false;
  const children = root.children.map((child) => {
    const next = updateNode(child, id, change);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...root, children } : root;
}

export function addChild(root: OutlineNode, parentId: string, node: OutlineNode): OutlineNode | Refusal {
  if (depthOf(root, parentId) + 1 > OUTLINE_MAX_DEPTH) return 'tooDeep';
  return updateNode(root, parentId, (parent) => ({
    ...parent,
    collapsed: false,
    children: [...parent.children, node],
  }));
}

export function addSibling(root: OutlineNode, afterId: string, node: OutlineNode): OutlineNode | Refusal {
  const parent = parentOf(root, afterId);
  if (!parent) return 'rootFixed';
  return updateNode(root, parent.id, (p) => {
    const index = p.children.findIndex((child) => child.id === afterId);
    return { ...p, children: [...p.children.slice(0, index + 1), node, ...p.children.slice(index + 1)] };
  });
}

export function removeNode(root: OutlineNode, id: string): OutlineNode | Refusal {
  const parent = parentOf(root, id);
  if (!parent) return 'rootFixed';
  return updateNode(root, parent.id, (p) => ({ ...p, children: p.children.filter((child) => child.id !== id) }));
}

export const renameNode = (root: OutlineNode, id: string, text: string) =>
  updateNode(root, id, (node) => ({ ...node, text }));

/** Why `id` cannot go under `targetId`, or null. */
export function moveRefusal(root: OutlineNode, id: string, targetId: string): Refusal | null {
  if (id === root.id) return 'rootFixed';
  const moving = findNode(root, id);
  if (!moving) return 'rootFixed';
  if (findNode(moving, targetId)) return 'moveIntoItself';
  if (depthOf(root, targetId) + 1 + heightOf(moving) > OUTLINE_MAX_DEPTH) return 'moveTooDeep';
  return null;
}

/** Moves `id` (with its subtree) to the end of `targetId`'s children. */
export function moveNode(root: OutlineNode, id: string, targetId: string): OutlineNode | Refusal {
  const refusal = moveRefusal(root, id, targetId);
  if (refusal) return refusal;
  const moving = findNode(root, id) as OutlineNode;
  const without = removeNode(root, id) as OutlineNode;
  return addChild(without, targetId, moving);
}

/** Moves `id` one place up (-1) or down (+1) among its siblings; null when it is already at that end. */
export function shiftNode(root: OutlineNode, id: string, step: -1 | 1): OutlineNode | null {
  const parent = parentOf(root, id);
  if (!parent) return null;
  const index = parent.children.findIndex((child) => child.id === id);
  const target = index + step;
  if (target < 0 || target >= parent.children.length) return null;
  return updateNode(root, parent.id, (p) => {
    const children = [...p.children];
    [children[index], children[target]] = [children[target] as OutlineNode, children[index] as OutlineNode];
    return { ...p, children };
  });
}

export const toggleCollapsed = (root: OutlineNode, id: string) =>
  updateNode(root, id, (node) => (node.children.length ? { ...node, collapsed: !node.collapsed } : node));

export const setNodeColor = (root: OutlineNode, id: string, color: string | undefined) =>
  updateNode(root, id, ({ color: _old, ...node }) => (color ? { ...node, color } : node));

export const setPdpcKind = (root: OutlineNode, id: string, kind: PdpcNodeKind) =>
  updateNode(root, id, (node) => ({ ...node, kind }));

export const setPdpcState = (root: OutlineNode, id: string, state: PdpcState | undefined) =>
  updateNode(root, id, ({ state: _old, ...node }) => (state ? { ...node, state } : node));

/** The nodes drawn: a collapsed node's descendants are hidden. */
export function visibleIds(root: OutlineNode): string[] {
  const ids: string[] = [];
  const walk = (node: OutlineNode) => {
    ids.push(node.id);
    if (!node.collapsed) node.children.forEach(walk);
  };
  walk(root);
  return ids;
}
