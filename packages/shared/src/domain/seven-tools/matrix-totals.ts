import type { MatrixDiagram, MatrixItem, MatrixSymbol, MatrixType } from './matrix';

// Pure operations on a matrix diagram: the pairs of sets each type relates, per-item totals and ranks, and item edits
// that keep the relations consistent with the items.

export type MatrixSet = 'a' | 'b' | 'c';
/** Two related sets: the first gives the rows (the first id of a relation key), the second the columns. */
export type MatrixPair = readonly [MatrixSet, MatrixSet];

const PAIRS: Readonly<Record<MatrixType, readonly MatrixPair[]>> = {
  L: [['a', 'b']],
  T: [
    ['a', 'b'],
    ['c', 'b'],
  ],
  Y: [
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'a'],
  ],
};

/** The pairs of sets a matrix of this type relates (L: A×B; T: A×B, C×B; Y: A×B, B×C, C×A). */
export const matrixPairs = (type: MatrixType): readonly MatrixPair[] => PAIRS[type];

/** The key of the relation between a row item and a column item of a pair. */
export const relationKey = (rowId: string, columnId: string) => `${rowId}|${columnId}`;

/** The sets a matrix of this type uses (C only for T and Y). */
export const matrixSets = (type: MatrixType): readonly MatrixSet[] => (type === 'L' ? ['a', 'b'] : ['a', 'b', 'c']);

export type MatrixSetTotals = Record<MatrixSet, Record<string, number>>;

/**
 * Each item's total: the sum of the weights of its relations in every pair of the type it takes part in (a B item
 * of a Y-matrix adds its A×B and B×C relations). Relations of pairs the type does not have are not counted.
 */
export function matrixItemTotals(diagram: MatrixDiagram): MatrixSetTotals {
  const totals: MatrixSetTotals = { a: {}, b: {}, c: {} };
  for (const set of matrixSets(diagram.type)) for (const item of diagram[set]) totals[set][item.id] = 0;
  for (const [rowSet, columnSet] of matrixPairs(diagram.type)) {
    for (const row of diagram[rowSet]) {
      for (const column of diagram[columnSet]) {
        const symbol = diagram.relations[relationKey(row.id, column.id)];
        if (!symbol) continue;
        const weight = diagram.weights[symbol];
        totals[rowSet][row.id] = (totals[rowSet][row.id] ?? 0) + weight;
        totals[columnSet][column.id] = (totals[columnSet][column.id] ?? 0) + weight;
      }
    }
  }
  return totals;
}

/** Ranks within one set by total, highest first; equal totals share a rank (1, 1, 3). */
export function rankTotals(totals: Record<string, number>): Record<string, number> {
  const values = Object.values(totals);
  const ranks: Record<string, number> = {};
  for (const [id, total] of Object.entries(totals)) ranks[id] = 1 + values.filter((other) => other > total).length;
  return ranks;
}

/** The ranks of every set's items (see rankTotals). */
export function matrixItemRanks(totals: MatrixSetTotals): MatrixSetTotals {
  return { a: rankTotals(totals.a), b: rankTotals(totals.b), c: rankTotals(totals.c) };
}

/** The sum of the weights in each column of one pair (a column's share of its item's total). */
export function pairColumnSums(diagram: MatrixDiagram, [rowSet, columnSet]: MatrixPair): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const column of diagram[columnSet]) {
    sums[column.id] = diagram[rowSet].reduce((sum, row) => {
      const symbol = diagram.relations[relationKey(row.id, column.id)];
      return sum + (symbol ? diagram.weights[symbol] : 0);
    }, 0);
  }
  return sums;
}

/** Sets (or with null clears) the relation between a row item and a column item. */
export function setMatrixRelation(
  diagram: MatrixDiagram,
  rowId: string,
  columnId: string,
  symbol: MatrixSymbol | null,
): MatrixDiagram {
  const key = relationKey(rowId, columnId);
  if ((diagram.relations[key] ?? null) === symbol) return diagram;
  const { [key]: _dropped, ...relations } = diagram.relations;
  return { ...diagram, relations: symbol ? { ...relations, [key]: symbol } : relations };
}

/** Adds an item at the end of a set (or before `index`). */
export function addMatrixItem(diagram: MatrixDiagram, set: MatrixSet, item: MatrixItem, index?: number): MatrixDiagram {
  const items = [...diagram[set]];
  items.splice(index ?? items.length, 0, item);
  return { ...diagram, [set]: items };
}

/** Renames an item; its relations stay. */
export function renameMatrixItem(diagram: MatrixDiagram, set: MatrixSet, id: string, text: string): MatrixDiagram {
  return { ...diagram, [set]: diagram[set].map((item) => (item.id === id ? { ...item, text } : item)) };
}

/** Removes an item and every relation it takes part in. */
export function removeMatrixItem(diagram: MatrixDiagram, set: MatrixSet, id: string): MatrixDiagram {
  const relations = Object.fromEntries(
    Object.entries(diagram.relations).filter(([key]) => !key.split('|').includes(id)),
  );
  return { ...diagram, [set]: diagram[set].filter((item) => item.id !== id), relations };
}

/** Moves an item of a set to another position (clamped to the set). */
export function moveMatrixItem(diagram: MatrixDiagram, set: MatrixSet, id: string, toIndex: number): MatrixDiagram {
  const items = [...diagram[set]];
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return diagram;
  const to = Math.max(0, Math.min(items.length - 1, toIndex));
  if (to === from) return diagram;
  const [moved] = items.splice(from, 1) as [MatrixItem];
  items.splice(to, 0, moved);
  return { ...diagram, [set]: items };
}

/**
 * The relations as a matrix of `type` keeps them: a relation between the same two sets survives (B–C relations turn
 * from the Y-matrix's B×C into the T-matrix's C×B and back); the others, and C's items for an L-matrix, are dropped.
 */
function relationsFor(diagram: MatrixDiagram, type: MatrixType): Record<string, MatrixSymbol> {
  const kept: Record<string, MatrixSymbol> = {};
  const target = matrixPairs(type);
  for (const [rowSet, columnSet] of matrixPairs(diagram.type)) {
    const same = target.find((pair) => pair[0] === rowSet && pair[1] === columnSet);
    const flipped = target.find((pair) => pair[0] === columnSet && pair[1] === rowSet);
    if (!same && !flipped) continue;
    for (const row of diagram[rowSet]) {
      for (const column of diagram[columnSet]) {
        const symbol = diagram.relations[relationKey(row.id, column.id)];
        if (symbol) kept[same ? relationKey(row.id, column.id) : relationKey(column.id, row.id)] = symbol;
      }
    }
  }
  return kept;
}

const countRelations = (diagram: MatrixDiagram) => Object.keys(relationsFor(diagram, diagram.type)).length;

/** How many relations switching to `type` would drop (to ask before switching). */
export function lostRelationCount(diagram: MatrixDiagram, type: MatrixType): number {
  return countRelations(diagram) - Object.keys(relationsFor(diagram, type)).length;
}

/** The diagram as a matrix of another type: see relationsFor; an L-matrix has no C items. */
export function changeMatrixType(diagram: MatrixDiagram, type: MatrixType): MatrixDiagram {
  if (type === diagram.type) return diagram;
  return { ...diagram, type, c: type === 'L' ? [] : diagram.c, relations: relationsFor(diagram, type) };
}
