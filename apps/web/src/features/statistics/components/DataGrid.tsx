import { MS_CELL_MAX_LENGTH } from '@qis/shared';
import { columnLetter } from '@qis/stats/sheet';
import { theme } from 'antd';
import { type CSSProperties, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';
import type { DataGridModel, GridRefusal } from './DataGridModel';
import { parseClipboard } from './DataGridModel';
import {
  COLUMN_WIDTH,
  cellLeft,
  cellTop,
  type GridCell,
  type GridSelection,
  HEADER_HEIGHT,
  inRange,
  isNumeric,
  ROW_HEIGHT,
  ROW_NUMBER_WIDTH,
  rangeOf,
  single,
} from './DataGridSelection';

const OVERSCAN = 6;

interface DataGridProps {
  model: DataGridModel;
  /** Bumped by the page after it changes the model (insert, delete, reload). */
  revision: number;
  selection: GridSelection;
  onSelect: (selection: GridSelection) => void;
  /** The model was edited here. */
  onEdit: () => void;
  height: CSSProperties['height'];
}

/** Tells the user which sheet limit an edit would break. */
export function showRefusal(refusal: GridRefusal) {
  if (refusal.reason === 'rows') toast.warning(t('statistics.grid.tooManyRows', { max: refusal.max }));
  else if (refusal.reason === 'columns') toast.warning(t('statistics.grid.tooManyColumns', { max: refusal.max }));
  else {
    const cell = `${columnLetter(refusal.column)}${refusal.row + 1}`;
    toast.warning(t('statistics.grid.cellTooLong', { max: refusal.max, cell }));
  }
}

/**
 * A spreadsheet over a data file: column letters over the names row (sheet row 1), row numbers, one editor input
 * that follows the active cell (typing replaces, F2 or a double click edits), copy and paste of tab-separated blocks
 * with Excel. Only the rows and columns in view are rendered, so 100,000 rows scroll as smoothly as 100.
 */
export function DataGrid({ model, revision, selection, onSelect, onEdit, height }: DataGridProps) {
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [view, setView] = useState({ top: 0, left: 0, width: 800, height: 600 });
  const [editing, setEditing] = useState<'replace' | 'edit' | null>(null);
  const [draft, setDraft] = useState('');
  const dragging = useRef(false);
  const { anchor } = selection;
  const range = rangeOf(selection);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () =>
      setView({
        top: element.scrollTop,
        left: element.scrollLeft,
        width: element.clientWidth,
        height: element.clientHeight,
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  // Keyboard focus follows the active cell (the editor input is remounted when it moves into or out of the header).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus whenever the active cell moves
  useEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, [anchor.row, anchor.column, revision]);

  const scrollIntoView = useCallback((cell: GridCell) => {
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
  }, []);

  const commit = () => {
    if (editing === null) return;
    if (draft !== model.get(anchor.row, anchor.column)) {
      model.set(anchor.row, anchor.column, draft);
      onEdit();
    }
    setEditing(null);
    setDraft('');
  };
  const cancel = () => {
    setEditing(null);
    setDraft('');
  };

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

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key, shiftKey } = event;
    const ctrl = event.ctrlKey || event.metaKey;
    if (editing) {
      const arrows = editing === 'replace' && key.startsWith('Arrow');
      if (key === 'Escape') cancel();
      else if (key === 'Enter' || key === 'Tab' || arrows) {
        commit();
        if (key === 'Enter') move(shiftKey ? -1 : 1, 0);
        else if (key === 'Tab') move(0, shiftKey ? -1 : 1);
        else
          move(
            key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0,
            key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0,
          );
      } else return;
      event.preventDefault();
      return;
    }
    const page = Math.max(1, Math.floor((view.height - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
    switch (key) {
      case 'ArrowUp':
        if (ctrl) onSelect(single({ row: 0, column: anchor.column }));
        else move(-1, 0, shiftKey);
        break;
      case 'ArrowDown':
        move(ctrl ? model.rowCount - 1 - anchor.row : 1, 0, shiftKey);
        break;
      case 'ArrowLeft':
        move(0, ctrl ? -anchor.column : -1, shiftKey);
        break;
      case 'ArrowRight':
        move(0, ctrl ? model.columnCount - 1 - anchor.column : 1, shiftKey);
        break;
      case 'PageDown':
        move(Math.min(page, model.rowCount - 1 - anchor.row), 0, shiftKey);
        break;
      case 'PageUp':
        move(-page, 0, shiftKey);
        break;
      case 'Home':
        move(ctrl ? -anchor.row : 0, -anchor.column);
        break;
      case 'Enter':
        move(shiftKey ? -1 : 1, 0);
        break;
      case 'Tab':
        move(0, shiftKey ? -1 : 1);
        break;
      case 'F2':
        setDraft(model.get(anchor.row, anchor.column));
        setEditing('edit');
        break;
      case 'Delete':
      case 'Backspace':
        model.clear(range);
        onEdit();
        break;
      case 'a':
        if (!ctrl) return;
        onSelect({ anchor: { row: 0, column: 0 }, focus: { row: model.rowCount - 1, column: model.columnCount - 1 } });
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onCopy = (event: React.ClipboardEvent<HTMLInputElement>, cut: boolean) => {
    if (editing) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', model.copy(range));
    if (cut) {
      model.clear(range);
      onEdit();
    }
  };

  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (editing && !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    cancel();
    const block = parseClipboard(text);
    const refusal = model.paste(anchor.row, anchor.column, block);
    if (refusal) {
      showRefusal(refusal);
      return;
    }
    const width = Math.max(1, ...block.map((line) => line.length));
    onSelect({ anchor, focus: { row: anchor.row + block.length - 1, column: anchor.column + width - 1 } });
    onEdit();
    if (block.length > 1 || width > 1)
      toast.success(t('statistics.grid.pasted', { rows: block.length, columns: width }));
  };

  const pointAt = (cell: GridCell, extend: boolean) => {
    commit();
    onSelect(extend ? { anchor, focus: cell } : single(cell));
    dragging.current = true;
  };
  const selectColumn = (column: number, extend: boolean) => {
    commit();
    const from = extend ? Math.min(anchor.column, column) : column;
    onSelect({ anchor: { row: 0, column: from }, focus: { row: model.rowCount - 1, column: Math.max(from, column) } });
  };
  const selectRow = (row: number) => {
    commit();
    onSelect({ anchor: { row, column: 0 }, focus: { row, column: model.columnCount - 1 } });
  };
  const dragTo = (cell: GridCell) => {
    if (dragging.current && (cell.row !== selection.focus.row || cell.column !== selection.focus.column))
      onSelect({ anchor, focus: cell });
  };

  // What is in view.
  const firstRow = Math.max(1, Math.floor((view.top - HEADER_HEIGHT) / ROW_HEIGHT) + 1 - OVERSCAN);
  const lastRow = Math.min(model.rowCount - 1, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN);
  const firstColumn = Math.max(0, Math.floor((view.left - ROW_NUMBER_WIDTH) / COLUMN_WIDTH) - 1);
  const lastColumn = Math.min(model.columnCount - 1, Math.ceil((view.left + view.width) / COLUMN_WIDTH) + 1);
  const columns: number[] = [];
  for (let c = firstColumn; c <= lastColumn; c++) columns.push(c);
  const totalWidth = ROW_NUMBER_WIDTH + model.columnCount * COLUMN_WIDTH;

  const border = `1px solid ${token.colorBorderSecondary}`;
  const cellStyle = (left: number, selected: boolean, text: string): CSSProperties => ({
    position: 'absolute',
    left,
    top: 0,
    width: COLUMN_WIDTH,
    height: ROW_HEIGHT,
    borderRight: border,
    borderBottom: border,
    padding: '0 6px',
    lineHeight: `${ROW_HEIGHT - 1}px`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    textAlign: isNumeric(text) ? 'right' : 'left',
    background: selected ? token.colorPrimaryBg : undefined,
    cursor: 'cell',
  });
  const labelStyle = (active: boolean, extra?: CSSProperties): CSSProperties => ({
    height: ROW_HEIGHT,
    lineHeight: `${ROW_HEIGHT - 1}px`,
    textAlign: 'center',
    color: active ? token.colorPrimary : token.colorTextSecondary,
    fontWeight: active ? 600 : undefined,
    background: active ? token.colorPrimaryBg : token.colorFillTertiary,
    borderRight: border,
    borderBottom: border,
    userSelect: 'none',
    cursor: 'pointer',
    ...extra,
  });
  const rowLabel = (row: number): CSSProperties => ({
    ...labelStyle(row >= range.top && row <= range.bottom, {
      position: 'sticky',
      left: 0,
      zIndex: 2,
      width: ROW_NUMBER_WIDTH,
    }),
    background: row >= range.top && row <= range.bottom ? token.colorPrimaryBg : token.colorFillQuaternary,
  });
  const blend = { background: token.colorBgContainer };

  const editor = (
    <input
      ref={input}
      data-testid="data-grid-editor"
      aria-label={`${columnLetter(anchor.column)}${anchor.row + 1}`}
      value={editing ? draft : ''}
      maxLength={MS_CELL_MAX_LENGTH}
      onChange={(event) => {
        if (!editing) setEditing('replace');
        setDraft(event.target.value);
      }}
      onKeyDown={onKeyDown}
      onBlur={commit}
      onCopy={(event) => onCopy(event, false)}
      onCut={(event) => onCopy(event, true)}
      onPaste={onPaste}
      onDoubleClick={() => {
        setDraft(model.get(anchor.row, anchor.column));
        setEditing('edit');
      }}
      style={{
        position: 'absolute',
        left: cellLeft(anchor.column) - 1,
        top: anchor.row === 0 ? -1 : cellTop(anchor.row) - 1,
        width: COLUMN_WIDTH + 1,
        height: ROW_HEIGHT + 1,
        zIndex: 1,
        boxSizing: 'border-box',
        border: `2px solid ${token.colorPrimary}`,
        padding: '0 5px',
        outline: 'none',
        font: 'inherit',
        fontWeight: anchor.row === 0 ? 600 : undefined,
        background: editing ? token.colorBgContainer : 'transparent',
        color: editing ? token.colorText : 'transparent',
        caretColor: editing ? token.colorText : 'transparent',
        cursor: 'cell',
      }}
    />
  );

  const renderCells = (row: number) =>
    columns.map((column) => {
      const text = model.get(row, column);
      return (
        <div
          key={column}
          data-row={row}
          data-column={column}
          style={{
            ...cellStyle(cellLeft(column), inRange(range, row, column), text),
            fontWeight: row === 0 ? 600 : undefined,
          }}
          title={text.length > 14 ? text : undefined}
        >
          {text}
        </div>
      );
    });

  const rows = [];
  for (let row = firstRow; row <= lastRow; row++) {
    rows.push(
      <div
        key={row}
        style={{ position: 'absolute', top: cellTop(row), left: 0, width: totalWidth, height: ROW_HEIGHT }}
      >
        <div style={rowLabel(row)} data-row={row}>
          {row + 1}
        </div>
        {renderCells(row)}
      </div>,
    );
  }

  // Mouse input is delegated: every cell, row number and column letter names itself in data attributes.
  const targetOf = (event: React.MouseEvent) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-row],[data-column],[data-corner]');
    if (!element || element === input.current) return null;
    const { row, column, corner } = element.dataset;
    return {
      row: row === undefined ? null : Number(row),
      column: column === undefined ? null : Number(column),
      corner: corner !== undefined,
    };
  };
  const onMouseDown = (event: React.MouseEvent) => {
    if (event.target === input.current && !editing) dragging.current = true;
    const target = targetOf(event);
    if (!target || event.button !== 0) return;
    event.preventDefault();
    input.current?.focus({ preventScroll: true });
    if (target.corner) {
      commit();
      onSelect({ anchor: { row: 0, column: 0 }, focus: { row: model.rowCount - 1, column: model.columnCount - 1 } });
    } else if (target.row !== null && target.column !== null)
      pointAt({ row: target.row, column: target.column }, event.shiftKey);
    else if (target.row !== null) selectRow(target.row);
    else if (target.column !== null) selectColumn(target.column, event.shiftKey);
  };
  const onMouseMove = (event: React.MouseEvent) => {
    const target = dragging.current ? targetOf(event) : null;
    if (target?.row != null && target.column != null) dragTo({ row: target.row, column: target.column });
  };
  const onDoubleClick = (event: React.MouseEvent) => {
    const target = targetOf(event);
    if (target?.row == null || target.column == null) return;
    setDraft(model.get(target.row, target.column));
    setEditing('edit');
  };

  return (
    <div
      ref={scroller}
      data-testid="data-grid"
      data-revision={revision}
      onScroll={(event) => {
        const element = event.currentTarget;
        setView((v) => ({ ...v, top: element.scrollTop, left: element.scrollLeft }));
      }}
      style={{
        height,
        overflow: 'auto',
        position: 'relative',
        border,
        fontSize: 13,
        fontVariantNumeric: 'tabular-nums',
        userSelect: 'none',
        ...blend,
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer selection only; the keyboard drives the grid through its editor input */}
      <div
        style={{ position: 'relative', width: totalWidth, height: cellTop(model.rowCount) }}
        onMouseDown={onMouseDown}
        onMouseMove={onMouseMove}
        onDoubleClick={onDoubleClick}
      >
        <div style={{ position: 'sticky', top: 0, zIndex: 3, width: totalWidth, height: HEADER_HEIGHT, ...blend }}>
          <div style={{ position: 'relative', height: ROW_HEIGHT }}>
            <div
              data-corner=""
              style={labelStyle(false, { position: 'sticky', left: 0, zIndex: 4, width: ROW_NUMBER_WIDTH })}
            />
            {columns.map((column) => (
              <div
                key={column}
                data-column={column}
                style={labelStyle(column >= range.left && column <= range.right, {
                  position: 'absolute',
                  top: 0,
                  left: cellLeft(column),
                  width: COLUMN_WIDTH,
                })}
              >
                {columnLetter(column)}
              </div>
            ))}
          </div>
          <div style={{ position: 'relative', height: ROW_HEIGHT, ...blend }}>
            <div style={rowLabel(0)} data-row={0}>
              1
            </div>
            {renderCells(0)}
            {anchor.row === 0 && editor}
          </div>
        </div>
        {rows}
        {anchor.row > 0 && editor}
      </div>
    </div>
  );
}
