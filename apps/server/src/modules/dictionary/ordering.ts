export interface Sortable {
  id: string;
  sort: number;
}

/**
 * Moves one row of an ordered list one place up (-1) or down (1) and numbers the whole list 1..n again.
 * Answers only the rows whose sort number changes; nothing when the row is already first (last) or absent.
 */
export function moveAndRenumber(ordered: readonly Sortable[], id: string, direction: -1 | 1): Sortable[] {
  const from = ordered.findIndex((row) => row.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  const next = [...ordered];
  [next[from], next[to]] = [next[to] as Sortable, next[from] as Sortable];
  return next.flatMap((row, index) => (row.sort === index + 1 ? [] : [{ id: row.id, sort: index + 1 }]));
}
