import type { MatrixSymbol } from '@qis/shared';

// How a relation cell answers the mouse and the keyboard.

const CYCLE: readonly (MatrixSymbol | null)[] = [null, '◎', '○', '△'];

/** The next symbol of a click: blank → ◎ → ○ → △ → blank. */
export function nextSymbol(current: MatrixSymbol | null): MatrixSymbol | null {
  return CYCLE[(CYCLE.indexOf(current) + 1) % CYCLE.length] ?? null;
}

const KEY_SYMBOLS: Readonly<Record<string, MatrixSymbol | null>> = {
  '1': '◎',
  '2': '○',
  '3': '△',
  '0': null,
  Delete: null,
  Backspace: null,
};

/** The symbol a key sets on the focused cell (null clears it), or undefined for any other key. */
export function symbolOfKey(key: string): MatrixSymbol | null | undefined {
  return key in KEY_SYMBOLS ? KEY_SYMBOLS[key] : undefined;
}

export interface CellPosition {
  row: number;
  column: number;
}

const STEPS: Readonly<Record<string, CellPosition>> = {
  ArrowUp: { row: -1, column: 0 },
  ArrowDown: { row: 1, column: 0 },
  ArrowLeft: { row: 0, column: -1 },
  ArrowRight: { row: 0, column: 1 },
};

/** Where an arrow key moves the focus in a table of rows × columns (it stops at the edges); null for other keys. */
export function movedFocus(at: CellPosition, key: string, rows: number, columns: number): CellPosition | null {
  const step = STEPS[key];
  if (!step) return null;
  return {
    row: Math.max(0, Math.min(rows - 1, at.row + step.row)),
    column: Math.max(0, Math.min(columns - 1, at.column + step.column)),
  };
}
