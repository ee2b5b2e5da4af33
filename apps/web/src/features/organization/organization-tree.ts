/** Pure helpers over the organization tree of the management page. */

interface TreeNode<N> {
  id: string;
  children: N[];
}

/** The node with this id anywhere in the tree, or undefined. */
export function findNode<N extends TreeNode<N>>(nodes: readonly N[], id: string | null): N | undefined {
  if (!id) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of a node and everything below it (the parents a move may not choose). */
export function subtreeIds<N extends TreeNode<N>>(node: N): Set<string> {
  const ids = new Set<string>();
  const visit = (n: N) => {
    ids.add(n.id);
    n.children.forEach(visit);
  };
  visit(node);
  return ids;
}
