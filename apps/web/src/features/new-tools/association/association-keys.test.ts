import { describe, expect, it } from 'vitest';
import { type KeyPress, keyCommand } from './association-keys';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyCommand', () => {
  it('removes with Delete or Backspace, edits with F2 and clears with Escape', () => {
    expect(keyCommand(press('Delete'))).toBe('remove');
    expect(keyCommand(press('Backspace'))).toBe('remove');
    expect(keyCommand(press('F2'))).toBe('edit');
    expect(keyCommand(press('Escape'))).toBe('escape');
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Y or Ctrl+Shift+Z (⌘ on a Mac)', () => {
    expect(keyCommand(press('z', { ctrlKey: true }))).toBe('undo');
    expect(keyCommand(press('Z', { metaKey: true }))).toBe('undo');
    expect(keyCommand(press('y', { ctrlKey: true }))).toBe('redo');
    expect(keyCommand(press('z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
  });

  it('leaves other keys to the browser', () => {
    expect(keyCommand(press('a'))).toBeNull();
    expect(keyCommand(press('Tab'))).toBeNull();
    expect(keyCommand(press('c', { ctrlKey: true }))).toBeNull();
    expect(keyCommand(press('Delete', { altKey: true }))).toBeNull();
  });
});
