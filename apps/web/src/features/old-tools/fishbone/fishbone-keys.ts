import type { Direction } from './fishbone-navigation';

// The editor's keyboard, as in mind-map tools.

export type KeyCommand =
  | { kind: 'addChild' | 'addSibling' | 'remove' | 'edit' | 'undo' | 'redo' | 'moveUp' | 'moveDown' | 'deselect' }
  | { kind: 'select'; direction: Direction };

/** The commands that change the diagram (a read-only editor ignores them). */
export const EDITING_COMMANDS = new Set<KeyCommand['kind']>([
  'addChild',
  'addSibling',
  'remove',
  'edit',
  'undo',
  'redo',
  'moveUp',
  'moveDown',
]);

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The command of a key press on the canvas, or null for keys the editor leaves alone. */
export function keyCommand(e: KeyPress): KeyCommand | null {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return { kind: e.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { kind: 'redo' };
    return null;
  }
  if (e.altKey) {
    if (key === 'ArrowUp') return { kind: 'moveUp' };
    if (key === 'ArrowDown') return { kind: 'moveDown' };
    return null;
  }
  const direction = ARROWS[key];
  if (direction) return { kind: 'select', direction };
  if (e.shiftKey) return null; // Shift+Tab leaves the canvas, as everywhere else
  switch (key) {
    case 'Tab':
      return { kind: 'addChild' };
    case 'Enter':
      return { kind: 'addSibling' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'remove' };
    case 'F2':
      return { kind: 'edit' };
    case 'Escape':
      return { kind: 'deselect' };
    default:
      return null;
  }
}
