import type { FormSheetRow } from '@qis/shared';

/** The height of one chain's row in the form sheet (px). */
export const SHEET_ROW_HEIGHT = 44;

/** One failure mode's merged block: its chains' rows, the first at row index `first`, placed at `top` (px). */
export interface SheetBlock {
  modeId: string;
  rows: FormSheetRow[];
  /** The index of its first row among all the sheet's rows. */
  first: number;
  top: number;
  height: number;
}

/**
 * The form sheet's merged blocks: consecutive rows of the same failure mode form one block (the higher level, focus,
 * functions, effects, S and the mode are drawn once across its rows, as the AIAG-VDA sheet merges them).
 */
export function sheetBlocks(rows: readonly FormSheetRow[], rowHeight = SHEET_ROW_HEIGHT): SheetBlock[] {
  const blocks: SheetBlock[] = [];
  rows.forEach((row, index) => {
    const last = blocks[blocks.length - 1];
    if (last && last.modeId === row.mode.id) {
      last.rows.push(row);
      last.height += rowHeight;
    } else {
      blocks.push({ modeId: row.mode.id, rows: [row], first: index, top: index * rowHeight, height: rowHeight });
    }
  });
  return blocks;
}

/**
 * What the sheet draws from, worked out once per set of rows (not as it scrolls): the blocks, and the block of each
 * row, so that the blocks of the rows in view are found without a search.
 */
export interface SheetLayout {
  rows: readonly FormSheetRow[];
  blocks: SheetBlock[];
  blockOfRow: Int32Array;
  /** The total height of the rows (px). */
  height: number;
}

export function sheetLayout(rows: readonly FormSheetRow[], rowHeight = SHEET_ROW_HEIGHT): SheetLayout {
  const blocks = sheetBlocks(rows, rowHeight);
  const blockOfRow = new Int32Array(rows.length);
  blocks.forEach((block, index) => {
    blockOfRow.fill(index, block.first, block.first + block.rows.length);
  });
  return { rows, blocks, blockOfRow, height: rows.length * rowHeight };
}

/**
 * The rows to draw for a viewport from `top` to `top + height` (px, the rows' coordinates), `overscan` px more on
 * each side: the index of the first and one past the last, and the same for the blocks they belong to. Thousands of
 * chains draw only what is seen.
 */
export function visibleRange(
  layout: SheetLayout,
  top: number,
  height: number,
  overscan: number,
  rowHeight = SHEET_ROW_HEIGHT,
): { from: number; to: number; firstBlock: number; lastBlock: number } {
  const count = layout.rows.length;
  const from = Math.min(count, Math.max(0, Math.floor((top - overscan) / rowHeight)));
  const to = Math.min(count, Math.max(from, Math.ceil((top + height + overscan) / rowHeight)));
  if (from === to) return { from, to, firstBlock: 0, lastBlock: 0 };
  return {
    from,
    to,
    firstBlock: layout.blockOfRow[from] as number,
    lastBlock: (layout.blockOfRow[to - 1] as number) + 1,
  };
}

/**
 * Hands the elements that draw rows (or blocks) on from what scrolls out of view to what scrolls in: `assign(from,
 * to)` answers the element (slot) of each index from `from` to one past `to`. An index that stays in view keeps its
 * slot (its focus, an open editor); an index coming into view takes the lowest slot that none of the others has. The
 * slots in use are thus always 0 to the number in view − 1, and after a jump far away the new indices take them in
 * order again: React keys by slot then find every element where it was, and only change what it shows (no elements
 * made, styled, moved or removed).
 */
export class SlotPool {
  private slots = new Map<number, number>();

  assign(from: number, to: number): number[] {
    const next = new Map<number, number>();
    const taken = new Set<number>();
    for (let index = from; index < to; index++) {
      const slot = this.slots.get(index);
      if (slot !== undefined && slot < to - from) {
        next.set(index, slot);
        taken.add(slot);
      }
    }
    let free = 0;
    const answer: number[] = [];
    for (let index = from; index < to; index++) {
      let slot = next.get(index);
      if (slot === undefined) {
        while (taken.has(free)) free++;
        slot = free;
        taken.add(slot);
        next.set(index, slot);
      }
      answer.push(slot);
    }
    this.slots = next;
    return answer;
  }
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
