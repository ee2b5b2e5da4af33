import type { FormSheetRow } from '@qis/shared';

/** The height of one chain's row in the form sheet (px). */
export const SHEET_ROW_HEIGHT = 44;

/** One failure mode's merged block: its chains' rows, placed at `top` (px from the first block). */
export interface SheetBlock {
  modeId: string;
  rows: FormSheetRow[];
  top: number;
  height: number;
}

/**
 * The form sheet's merged blocks: consecutive rows of the same failure mode form one block (the higher level, focus,
 * functions, effects, S and the mode are drawn once across its rows, as the AIAG-VDA sheet merges them).
 */
export function sheetBlocks(rows: readonly FormSheetRow[], rowHeight = SHEET_ROW_HEIGHT): SheetBlock[] {
  const blocks: SheetBlock[] = [];
  let top = 0;
  for (const row of rows) {
    const last = blocks[blocks.length - 1];
    if (last && last.modeId === row.mode.id) {
      last.rows.push(row);
      last.height += rowHeight;
    } else {
      blocks.push({ modeId: row.mode.id, rows: [row], top, height: rowHeight });
    }
    top += rowHeight;
  }
  return blocks;
}

/** The total height of the blocks (px). */
export const sheetHeight = (blocks: readonly SheetBlock[]) => {
  const last = blocks[blocks.length - 1];
  return last ? last.top + last.height : 0;
};

/**
 * The blocks to draw for a viewport from `top` to `top + height` (px), `overscan` px more on each side: the index of
 * the first and one past the last, found by binary search, so thousands of chains draw only what is seen.
 */
export function visibleBlocks(
  blocks: readonly SheetBlock[],
  top: number,
  height: number,
  overscan = 400,
): { first: number; last: number } {
  const from = Math.max(0, top - overscan);
  const to = top + height + overscan;
  let low = 0;
  let high = blocks.length;
  // First block whose bottom is below `from`.
  while (low < high) {
    const mid = (low + high) >> 1;
    const block = blocks[mid] as SheetBlock;
    if (block.top + block.height <= from) low = mid + 1;
    else high = mid;
  }
  let last = low;
  while (last < blocks.length && (blocks[last] as SheetBlock).top < to) last++;
  return { first: low, last };
}

/**
 * The rows of a block to draw for a viewport from `top` to `top + height` (px, the blocks' coordinates), `overscan` px
 * more on each side: the index of the first and one past the last. A failure mode's block may be taller than the
 * view (dozens of causes): its merged cells are drawn whole, its chains' rows only where seen.
 */
export function visibleRows(
  block: SheetBlock,
  top: number,
  height: number,
  overscan: number,
  rowHeight = SHEET_ROW_HEIGHT,
): { from: number; to: number } {
  const from = Math.max(0, Math.floor((top - overscan - block.top) / rowHeight));
  const to = Math.min(block.rows.length, Math.ceil((top + height + overscan - block.top) / rowHeight));
  return { from: Math.min(from, to), to };
}

/** The top (px, the blocks' coordinates) of the row keyed `key` (a chain's `${modeId}:${causeId}`), or null. */
export function rowTop(blocks: readonly SheetBlock[], key: string, rowHeight = SHEET_ROW_HEIGHT): number | null {
  const modeId = key.split(':')[0];
  for (const block of blocks) {
    if (block.modeId !== modeId) continue;
    const index = block.rows.findIndex((row) => row.key === key);
    if (index >= 0) return block.top + index * rowHeight;
  }
  return null;
}
