import type { RefObject } from 'react';
import { useCallback } from 'react';
import type { DataGridModel, GridRange } from './DataGridModel';
import {
  COLUMN_WIDTH,
  cellLeft,
  cellTop,
  type GridCell,
  type GridSelection,
  HEADER_HEIGHT,
  ROW_HEIGHT,
  ROW_NUMBER_WIDTH,
  single,
} from './DataGridSelection';
import type { useCellEditor } from './useCellEditor';

interface GridKeyboardOptions {
  model: DataGridModel;
  selection: GridSelection;
  range: GridRange;
  onSelect: (selection: GridSelection) => void;
  onEdit: () => void;
  editor: ReturnType<typeof useCellEditor>;
  scroller: RefObject<HTMLDivElement | null>;
  /** The visible height of the grid, for PageUp / PageDown. */
  viewHeight: number;
}

/** Moving through the grid with the keyboard, as in Excel: arrows, Tab, Enter, Page keys, Home, Ctrl+A, Delete, F2. */
export function useGridKeyboard(options: GridKeyboardOptions) {
  const { model, selection, range, onSelect, onEdit, editor, scroller, viewHeight } = options;
  const { anchor } = selection;

  const scrollIntoView = useCallback(
    (cell: GridCell) => {
      const element = scroller.current;
      if (!element) return;
      if (cell.row > 0) {
        const top = cellTop(cell.row);
        if (top < element.scrollTop + HEADER_HEIGHT) element.scrollTop = top - HEADER_HEIGHT;
        else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight)
          element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
      }
      const left = cellLeft(cell.column);
      if (left < element.scrollLeft + ROW_NUMBER_WIDTH) element.scrollLeft = left - ROW_NUMBER_WIDTH;
      else if (left + COLUMN_WIDTH > element.scrollLeft + element.clientWidth)
        element.scrollLeft = left + COLUMN_WIDTH - element.clientWidth;
    },
    [scroller],
  );

  /** Moves the active cell (or, with shift, the range's far corner), growing the grid at its bottom and right. */
  const move = (rows: number, columns: number, extend = false) => {
    const from = extend ? selection.focus : anchor;
    let row = Math.max(0, from.row + rows);
    let column = Math.max(0, from.column + columns);
    if (row >= model.rowCount || column >= model.columnCount) {
      const refusal = model.ensureSize(row + 1, column + 1);
      if (refusal) {
        row = Math.min(row, model.rowCount - 1);
        column = Math.min(column, model.columnCount - 1);
      } else onEdit();
    }
    const cell = { row, column };
    onSelect(extend ? { anchor, focus: cell } : single(cell));
    scrollIntoView(cell);
  };

  // While editing: Escape cancels; Enter, Tab (and arrows after typing over a cell) commit and move.
  const onEditingKey = (key: string, shiftKey: boolean) => {
    const arrows = editor.editing === 'replace' && key.startsWith('Arrow');
    if (key === 'Escape') editor.cancel();
    else if (key === 'Enter' || key === 'Tab' || arrows) {
      editor.commit();
      if (key === 'Enter') move(shiftKey ? -1 : 1, 0);
      else if (key === 'Tab') move(0, shiftKey ? -1 : 1);
      else
        move(
          key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0,
          key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0,
        );
    } else return false;
    return true;
  };

  const onNavigationKey = (key: string, shiftKey: boolean, ctrl: boolean) => {
    const page = Math.max(1, Math.floor((viewHeight - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
    switch (key) {
      case 'ArrowUp':
        if (ctrl) onSelect(single({ row: 0, column: anchor.column }));
        else move(-1, 0, shiftKey);
        return true;
      case 'ArrowDown':
        move(ctrl ? model.rowCount - 1 - anchor.row : 1, 0, shiftKey);
        return true;
      case 'ArrowLeft':
        move(0, ctrl ? -anchor.column : -1, shiftKey);
        return true;
      case 'ArrowRight':
        move(0, ctrl ? model.columnCount - 1 - anchor.column : 1, shiftKey);
        return true;
      case 'PageDown':
        move(Math.min(page, model.rowCount - 1 - anchor.row), 0, shiftKey);
        return true;
      case 'PageUp':
        move(-page, 0, shiftKey);
        return true;
      case 'Home':
        move(ctrl ? -anchor.row : 0, -anchor.column);
        return true;
      case 'Enter':
        move(shiftKey ? -1 : 1, 0);
        return true;
      case 'Tab':
        move(0, shiftKey ? -1 : 1);
        return true;
      case 'F2':
        editor.startEdit();
        return true;
      case 'Delete':
      case 'Backspace':
        model.clear(range);
        onEdit();
        return true;
      case 'a':
        if (!ctrl) return false;
        onSelect({ anchor: { row: 0, column: 0 }, focus: { row: model.rowCount - 1, column: model.columnCount - 1 } });
        return true;
      default:
        return false;
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key, shiftKey } = event;
    const ctrl = event.ctrlKey || event.metaKey;
    const handled = editor.editing ? onEditingKey(key, shiftKey) : onNavigationKey(key, shiftKey, ctrl);
    if (handled) event.preventDefault();
  };

  return { onKeyDown };
}
