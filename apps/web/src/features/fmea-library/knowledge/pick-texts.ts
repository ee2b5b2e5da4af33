import { normalizeKnowledgeText, P_DIAGRAM_ITEMS_MAX } from '@qis/shared';

/** A P-diagram item is at most this long (its schema's limit). */
const ITEM_MAX = 200;

/**
 * The ideal output a function library entry gives a P-diagram: the function with its requirement, 按…（≤ 38 m）, or the
 * function alone when both would not fit in an item.
 */
export function idealOutputText(name: string, requirement: string): string {
  const withRequirement = requirement.trim() ? `${name.trim()}（${requirement.trim()}）` : name.trim();
  return withRequirement.length <= ITEM_MAX ? withRequirement : name.trim().slice(0, ITEM_MAX);
}

/** Whether a text is already among a P-diagram list's items (by normalized text), or the list is full. */
export function listHolds(items: readonly string[]): (text: string) => boolean {
  const keys = new Set(items.map(normalizeKnowledgeText));
  return (text) => keys.has(normalizeKnowledgeText(text));
}

export const listIsFull = (items: readonly string[]) => items.length >= P_DIAGRAM_ITEMS_MAX;
