import { describe, expect, it } from 'vitest';
import { keyCommand } from './fishbone-keys';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => keyCommand({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('keyCommand', () => {
  it.each([
    ['Tab', 'addChild'],
    ['Enter', 'addSibling'],
    ['Delete', 'remove'],
    ['Backspace', 'remove'],
    ['F2', 'edit'],
    ['Escape', 'deselect'],
  ])('maps %s to %s', (key, kind) => {
    expect(press(key)).toEqual({ kind });
  });

  it('moves the selection with the arrow keys', () => {
    expect(press('ArrowUp')).toEqual({ kind: 'select', direction: 'up' });
    expect(press('ArrowRight')).toEqual({ kind: 'select', direction: 'right' });
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Y or Ctrl+Shift+Z (Cmd on a Mac)', () => {
    expect(press('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
    expect(press('y', { metaKey: true })).toEqual({ kind: 'redo' });
    expect(press('z', { metaKey: true })).toEqual({ kind: 'undo' });
  });

  it('reorders siblings with Alt+Up and Alt+Down', () => {
    expect(press('ArrowUp', { altKey: true })).toEqual({ kind: 'moveUp' });
    expect(press('ArrowDown', { altKey: true })).toEqual({ kind: 'moveDown' });
  });

  it('leaves other keys alone', () => {
    expect(press('a')).toBeNull();
    expect(press('Tab', { shiftKey: true })).toBeNull();
    expect(press('c', { ctrlKey: true })).toBeNull();
  });
});
