import type { AffinityCard, AffinityDiagram, AffinityGroup } from '@qis/shared';

// Edits of an affinity diagram, each returning a new diagram. `null` as a group id means the cards not sorted yet
// (未分组). A removed group's cards go back among those.

export const TITLE_ID = 'title';
export const LOOSE_ID = 'loose';

export type AffinityItem =
  | { kind: 'title' }
  | { kind: 'group'; group: AffinityGroup }
  | { kind: 'card'; card: AffinityCard; groupId: string | null };

/** What an id of the drawing stands for (the title, a group's header, or a card), or null. */
export function itemOf(diagram: AffinityDiagram, id: string): AffinityItem | null {
  if (id === TITLE_ID) return { kind: 'title' };
  for (const group of diagram.groups) {
    if (group.id === id) return { kind: 'group', group };
    const card = group.cards.find((c) => c.id === id);
    if (card) return { kind: 'card', card, groupId: group.id };
  }
  const card = diagram.loose.find((c) => c.id === id);
  return card ? { kind: 'card', card, groupId: null } : null;
}

export const addGroup = (diagram: AffinityDiagram, group: AffinityGroup): AffinityDiagram => ({
  ...diagram,
  groups: [...diagram.groups, group],
});

/** Adds a card to a group (null: unsorted), after `afterId` when given, else at the end. */
export function addCard(diagram: AffinityDiagram, groupId: string | null, card: AffinityCard, afterId?: string) {
  const insert = (cards: AffinityCard[]) => {
    const index = afterId ? cards.findIndex((c) => c.id === afterId) : -1;
    return index < 0 ? [...cards, card] : [...cards.slice(0, index + 1), card, ...cards.slice(index + 1)];
  };
  if (groupId === null) return { ...diagram, loose: insert(diagram.loose) };
  return { ...diagram, groups: diagram.groups.map((g) => (g.id === groupId ? { ...g, cards: insert(g.cards) } : g)) };
}

export function renameItem(diagram: AffinityDiagram, id: string, text: string): AffinityDiagram {
  if (id === TITLE_ID) return { ...diagram, title: text };
  const rename = (cards: AffinityCard[]) => cards.map((c) => (c.id === id ? { ...c, text } : c));
  return {
    ...diagram,
    groups: diagram.groups.map((g) => (g.id === id ? { ...g, header: text } : { ...g, cards: rename(g.cards) })),
    loose: rename(diagram.loose),
  };
}

/** Removes a card, or a group (its cards become unsorted); the title stays. */
export function removeItem(diagram: AffinityDiagram, id: string): AffinityDiagram {
  const group = diagram.groups.find((g) => g.id === id);
  if (group) {
    return { ...diagram, groups: diagram.groups.filter((g) => g !== group), loose: [...diagram.loose, ...group.cards] };
  }
  const keep = (cards: AffinityCard[]) => cards.filter((c) => c.id !== id);
  return {
    ...diagram,
    groups: diagram.groups.map((g) => ({ ...g, cards: keep(g.cards) })),
    loose: keep(diagram.loose),
  };
}

/** Moves a card into a group (null: unsorted), before the card `beforeId` there, else at the end. */
export function moveCard(diagram: AffinityDiagram, cardId: string, groupId: string | null, beforeId?: string) {
  const item = itemOf(diagram, cardId);
  if (item?.kind !== 'card' || beforeId === cardId) return diagram;
  const without = removeItem(diagram, cardId);
  const insert = (cards: AffinityCard[]) => {
    const index = beforeId ? cards.findIndex((c) => c.id === beforeId) : -1;
    return index < 0 ? [...cards, item.card] : [...cards.slice(0, index), item.card, ...cards.slice(index)];
  };
  if (groupId === null) return { ...without, loose: insert(without.loose) };
  return { ...without, groups: without.groups.map((g) => (g.id === groupId ? { ...g, cards: insert(g.cards) } : g)) };
}

/** Moves a group one place left (-1) or right (+1); null at that end. */
export function shiftGroup(diagram: AffinityDiagram, groupId: string, step: -1 | 1): AffinityDiagram | null {
  const index = diagram.groups.findIndex((g) => g.id === groupId);
  const target = index + step;
  if (index < 0 || target < 0 || target >= diagram.groups.length) return null;
  const groups = [...diagram.groups];
  [groups[index], groups[target]] = [groups[target] as AffinityGroup, groups[index] as AffinityGroup];
  return { ...diagram, groups };
}

export const setGroupColor = (diagram: AffinityDiagram, groupId: string, color: string | undefined) => ({
  ...diagram,
  groups: diagram.groups.map((g) => {
    if (g.id !== groupId) return g;
    const { color: _old, ...rest } = g;
    return color ? { ...rest, color } : rest;
  }),
});
