import { OUTLINE_MAX_DEPTH, OUTLINE_MAX_NODES, OUTLINE_TEXT_MAX, type OutlineNode, type TreeDiagram } from './outline';

// A tree diagram from a sheet's cell texts: column A is the goal (level 0), B level 1, and so on. A blank cell repeats
// the value above it (merged cells are exported blank below their first row), but only while every cell to its left
// repeats too: once a row names something new, the blanks after it end the row. There is no header row.

/** Why a sheet cannot become a tree; the message names the cell where it can. */
export class TreeImportError extends Error {}

export const TREE_IMPORT_MESSAGES = {
  empty: 'Excel 文件中没有可导入的数据',
  oneGoal: 'Excel 中只能有一个目标（A 列）',
  tooMany: `节点不能超过${OUTLINE_MAX_NODES}个`,
} as const;

export interface TreeImport {
  diagram: TreeDiagram;
  /** Nodes of the tree, root included. */
  nodes: number;
}

/** 0 → A, 25 → Z, 26 → AA. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const cellName = (row: number, column: number) => `${columnLetter(column)}${row + 1}`;

/** A row's values, blanks filled from the row above while they lead the row; stops at the first blank after. */
function pathOf(cells: readonly string[], above: readonly string[], row: number): string[] {
  const path: string[] = [];
  let repeating = true;
  for (let column = 0; column < cells.length; column++) {
    const text = cells[column] ?? '';
    if (text !== '') {
      if (path.length < column)
        throw new TreeImportError(`${cellName(row, column)} 左侧的单元格为空，无法确定它的上一层`);
      if (text.length > OUTLINE_TEXT_MAX)
        throw new TreeImportError(`${cellName(row, column)} 文字超过${OUTLINE_TEXT_MAX}个字符`);
      path.push(text);
      repeating = false;
    } else if (repeating && above[column] !== undefined) {
      path.push(above[column] as string);
    } else {
      repeating = false;
    }
  }
  return path;
}

/** Reads the rows (cell texts, 0-based row and column) into a tree; throws TreeImportError when it cannot. */
export function treeFromRows(rows: readonly (readonly string[])[]): TreeImport {
  let root: OutlineNode | undefined;
  let nodes = 0;
  let above: string[] = [];
  const addNode = (text: string): OutlineNode => {
    nodes += 1;
    if (nodes > OUTLINE_MAX_NODES) throw new TreeImportError(TREE_IMPORT_MESSAGES.tooMany);
    return { id: nodes === 1 ? 'root' : `n${nodes - 1}`, text, children: [] };
  };
  rows.forEach((raw, row) => {
    const cells = raw.map((cell) => (cell ?? '').trim());
    if (cells.every((cell) => cell === '')) return;
    const path = pathOf(cells, above, row);
    above = path;
    const [goal, ...means] = path;
    if (goal === undefined) return;
    if (!root) root = addNode(goal);
    else if (root.text !== goal) throw new TreeImportError(TREE_IMPORT_MESSAGES.oneGoal);
    if (means.length > OUTLINE_MAX_DEPTH)
      throw new TreeImportError(`${cellName(row, OUTLINE_MAX_DEPTH + 1)} 超出层级：层级不能超过${OUTLINE_MAX_DEPTH}层`);
    let parent = root;
    for (const text of means) {
      let child = parent.children.find((node) => node.text === text);
      if (!child) {
        child = addNode(text);
        parent.children.push(child);
      }
      parent = child;
    }
  });
  if (!root) throw new TreeImportError(TREE_IMPORT_MESSAGES.empty);
  return { diagram: { root }, nodes };
}
