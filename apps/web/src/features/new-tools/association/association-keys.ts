// The association editor's keyboard on the focused canvas.

export type KeyCommand = 'remove' | 'edit' | 'undo' | 'redo' | 'escape';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The command of a key press, or null for keys the editor leaves alone. */
export function keyCommand(e: KeyPress): KeyCommand | null {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (e.altKey) return null;
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return null;
  }
  if (key === 'Delete' || key === 'Backspace') return 'remove';
  if (key === 'F2') return 'edit';
  if (key === 'Escape') return 'escape';
  return null;
}
