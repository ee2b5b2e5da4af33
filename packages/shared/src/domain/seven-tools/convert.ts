import type { AffinityCard, AffinityDiagram, AffinityGroup } from './affinity';
import { type OutlineNode, type TreeDiagram, walkOutline } from './outline';

// Tree ↔ affinity (树图 ↔ 亲和图): the root is the theme, its children the group headers, everything below a child
// that group's cards (depth first). Ids are kept where they are free and made unique otherwise.

const ID_MAX = 64;

/** Answers each wanted id once: a taken one gets '-2', '-3' … (cut to fit the 64-character id limit). */
function idKeeper(reserved: Iterable<string> = []) {
  const taken = new Set(reserved);
  return (wanted: string): string => {
    let id = wanted;
    for (let n = 2; taken.has(id); n++) id = `${wanted.slice(0, ID_MAX - String(n).length - 1)}-${n}`;
    taken.add(id);
    return id;
  };
}

const withColor = (color: string | undefined) => (color === undefined ? {} : { color });

export function treeToAffinity(tree: TreeDiagram): AffinityDiagram {
  const keep = idKeeper();
  const groups = tree.root.children.map(
    (child): AffinityGroup => ({
      id: keep(child.id),
      header: child.text,
      ...withColor(child.color),
      cards: child.children.flatMap((grandchild) =>
        [...walkOutline(grandchild)].map(({ node }): AffinityCard => ({ id: keep(node.id), text: node.text })),
      ),
    }),
  );
  return { title: tree.root.text, groups, loose: [] };
}

const leaf = (id: string, text: string): OutlineNode => ({ id, text, children: [] });

export function affinityToTree(affinity: AffinityDiagram): TreeDiagram {
  // The root has no id in an affinity diagram: 'root' unless a card already uses it.
  const cardIds = [
    ...affinity.groups.flatMap((g) => [g.id, ...g.cards.map((c) => c.id)]),
    ...affinity.loose.map((c) => c.id),
  ];
  const rootId = idKeeper(cardIds)('root');
  const keep = idKeeper([rootId]);
  const groups = affinity.groups.map(
    (group): OutlineNode => ({
      id: keep(group.id),
      text: group.header,
      ...withColor(group.color),
      children: group.cards.map((card) => leaf(keep(card.id), card.text)),
    }),
  );
  const loose = affinity.loose.map((card) => leaf(keep(card.id), card.text));
  return { root: { id: rootId, text: affinity.title, children: [...groups, ...loose] } };
}
