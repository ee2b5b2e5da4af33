import {
  MATRIX_IMPORT_TYPES,
  MATRIX_SYMBOLS,
  type MatrixDiagram,
  type MatrixItem,
  type MatrixSymbol,
  type MatrixType,
  OUTLINE_TEXT_MAX,
} from '@qis/shared';
import { cellName } from '@qis/stats';
import type { SheetRows } from '../../platform/excel/sheet-reader';
import { badRequest } from '../../platform/http/app-error';

// A matrix from an import workbook: in each sheet row 1 (from B1) holds the column items, column A (from A2) the row
// items, and the cells between them ◎, ○, △ or nothing. The sheets are the matrix's pairs in order; an item text
// that comes back in another sheet of the same set is the same item.

type SetKey = 'a' | 'b' | 'c';

/** The pairs each type reads, one per sheet: [row set, column set]. */
const SHEET_PAIRS: Record<MatrixType, [SetKey, SetKey][]> = {
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

export const matrixSheetCount = (type: 1 | 2 | 3) => SHEET_PAIRS[MATRIX_IMPORT_TYPES[type] as MatrixType].length;

const isSymbol = (text: string): text is MatrixSymbol => (MATRIX_SYMBOLS as readonly string[]).includes(text);

/** The items of one set, found by text across sheets. */
function itemSet(key: SetKey) {
  const items: MatrixItem[] = [];
  const byText = new Map<string, MatrixItem>();
  return {
    items,
    itemOf(text: string): MatrixItem {
      let item = byText.get(text);
      if (!item) {
        item = { id: `${key}${items.length + 1}`, text };
        items.push(item);
        byText.set(text, item);
      }
      return item;
    },
  };
}

function readSheet(
  rows: SheetRows,
  sheet: number,
  rowSet: ReturnType<typeof itemSet>,
  columnSet: ReturnType<typeof itemSet>,
  relations: Record<string, MatrixSymbol>,
) {
  const where = (row: number, column: number) => `第 ${sheet + 1} 张工作表的单元格 ${cellName(row, column)}`;
  const itemAt = (set: ReturnType<typeof itemSet>, text: string, row: number, column: number) => {
    if (text.length > OUTLINE_TEXT_MAX) throw badRequest(`${where(row, column)} 文字超过${OUTLINE_TEXT_MAX}个字符`);
    return set.itemOf(text);
  };
  const header = rows[0] ?? [];
  const columns = header.map((text, column) =>
    column === 0 || text === '' ? undefined : itemAt(columnSet, text, 0, column),
  );
  for (let row = 1; row < rows.length; row++) {
    const cells = rows[row] ?? [];
    if (cells.every((cell) => cell === '')) continue;
    const rowText = cells[0] ?? '';
    if (rowText === '') throw badRequest(`${where(row, 0)} 为空：请填写行项目`);
    const rowItem = itemAt(rowSet, rowText, row, 0);
    for (let column = 1; column < cells.length; column++) {
      const text = cells[column] ?? '';
      if (text === '') continue;
      if (!isSymbol(text)) throw badRequest(`${where(row, column)} 的值“${text}”不是 ◎、○ 或 △`);
      const columnItem = columns[column];
      if (!columnItem) throw badRequest(`${where(0, column)} 为空：请填写列项目`);
      relations[`${rowItem.id}|${columnItem.id}`] = text;
    }
  }
}

/**
 * The matrix with the workbook's type, items and relations; title, set names and weights stay as they were.
 * Throws 400 naming the sheet and cell of a wrong value, or saying how many sheets the type needs.
 */
export function matrixFromSheets(current: MatrixDiagram, type: 1 | 2 | 3, sheets: SheetRows[]): MatrixDiagram {
  const matrixType = MATRIX_IMPORT_TYPES[type] as MatrixType;
  const pairs = SHEET_PAIRS[matrixType];
  if (sheets.length < pairs.length)
    throw badRequest(`${matrixType} 型矩阵需要 ${pairs.length} 张工作表，Excel 中只有 ${sheets.length} 张`);
  const sets = { a: itemSet('a'), b: itemSet('b'), c: itemSet('c') };
  const relations: Record<string, MatrixSymbol> = {};
  pairs.forEach(([rowKey, columnKey], sheet) => {
    readSheet(sheets[sheet] ?? [], sheet, sets[rowKey], sets[columnKey], relations);
  });
  return { ...current, type: matrixType, a: sets.a.items, b: sets.b.items, c: sets.c.items, relations };
}
