import {
  type MatrixDiagram,
  type MatrixItem,
  type MatrixSet,
  type MatrixSymbol,
  matrixItemRanks,
  matrixItemTotals,
  pairColumnSums,
  relationKey,
} from '@qis/shared';

// What the editor's tables and the exported picture show: one table per column set (L: A×B; T: A and C over the
// shared B columns; Y: A×B, B×C and C×A), each line with its total and rank.

export interface MatrixLineView {
  item: MatrixItem;
  total: number;
  /** null where the figure is a table's own subtotal (a Y-matrix's columns), not the item's. */
  rank: number | null;
  /** The highest total of its set (and above 0). */
  best: boolean;
}

export interface MatrixRowView extends MatrixLineView {
  set: MatrixSet;
  cells: { columnId: string; symbol: MatrixSymbol | null }[];
}

export interface MatrixSectionView {
  set: MatrixSet;
  name: string;
  rows: MatrixRowView[];
}

export interface MatrixTableView {
  key: string;
  columnSet: MatrixSet;
  columnName: string;
  sections: MatrixSectionView[];
  columns: MatrixLineView[];
}

const SET_INDEX: Record<MatrixSet, 0 | 1 | 2> = { a: 0, b: 1, c: 2 };
const LAYOUTS: Record<MatrixDiagram['type'], { columnSet: MatrixSet; rowSets: MatrixSet[] }[]> = {
  L: [{ columnSet: 'b', rowSets: ['a'] }],
  T: [{ columnSet: 'b', rowSets: ['a', 'c'] }],
  Y: [
    { columnSet: 'b', rowSets: ['a'] },
    { columnSet: 'c', rowSets: ['b'] },
    { columnSet: 'a', rowSets: ['c'] },
  ],
};

export const setName = (diagram: MatrixDiagram, set: MatrixSet) => diagram.setNames[SET_INDEX[set]];

/** The tables of the diagram with every line's total and rank (see the file comment). */
export function matrixTableViews(diagram: MatrixDiagram): MatrixTableView[] {
  const totals = matrixItemTotals(diagram);
  const ranks = matrixItemRanks(totals);
  const line = (set: MatrixSet, item: MatrixItem): MatrixLineView => {
    const total = totals[set][item.id] ?? 0;
    const rank = ranks[set][item.id] ?? 1;
    return { item, total, rank, best: rank === 1 && total > 0 };
  };
  return LAYOUTS[diagram.type].map(({ columnSet, rowSets }) => {
    const columnItems = diagram[columnSet];
    // A Y-matrix item is a column of one table and a row of another: the row shows its total, the column this
    // table's share of it.
    const sums = diagram.type === 'Y' ? pairColumnSums(diagram, [rowSets[0] as MatrixSet, columnSet]) : null;
    return {
      key: `${rowSets.join('')}-${columnSet}`,
      columnSet,
      columnName: setName(diagram, columnSet),
      sections: rowSets.map((set) => ({
        set,
        name: setName(diagram, set),
        rows: diagram[set].map((item) => ({
          ...line(set, item),
          set,
          cells: columnItems.map((column) => ({
            columnId: column.id,
            symbol: diagram.relations[relationKey(item.id, column.id)] ?? null,
          })),
        })),
      })),
      columns: columnItems.map((item) =>
        sums ? { item, total: sums[item.id] ?? 0, rank: null, best: false } : line(columnSet, item),
      ),
    };
  });
}

/** All rows of a table, section after section (how the keyboard walks them). */
export const tableRows = (table: MatrixTableView) => table.sections.flatMap((section) => section.rows);
