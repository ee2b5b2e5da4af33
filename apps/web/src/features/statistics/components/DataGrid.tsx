import { MS_CELL_MAX_LENGTH } from '@qis/shared';
import { columnLetter } from '@qis/stats/sheet';
import { theme } from 'antd';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DataGridModel } from './DataGridModel';
import {
  COLUMN_WIDTH,
  cellLeft,
  cellTop,
  type GridCell,
  type GridSelection,
  HEADER_HEIGHT,
  inRange,
  ROW_HEIGHT,
  ROW_NUMBER_WIDTH,
  rangeOf,
  single,
} from './DataGridSelection';
import { gridStyles } from './grid-styles';
import { useCellEditor } from './useCellEditor';
import { useGridKeyboard } from './useGridKeyboard';

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
  const dragging = useRef(false);
  const { anchor } = selection;
  const range = rangeOf(selection);
  const editor = useCellEditor({ model, selection, range, onSelect, onEdit });
  const { onKeyDown } = useGridKeyboard({
    model,
    selection,
    range,
    onSelect,
    onEdit,
    editor,
    scroller,
    viewHeight: view.height,
  });
  const styles = gridStyles(token, range);

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

  const selectAll = () =>
    onSelect({ anchor: { row: 0, column: 0 }, focus: { row: model.rowCount - 1, column: model.columnCount - 1 } });
  const pointAt = (cell: GridCell, extend: boolean) => {
    editor.commit();
    onSelect(extend ? { anchor, focus: cell } : single(cell));
    dragging.current = true;
  };
  const selectColumn = (column: number, extend: boolean) => {
    editor.commit();
    const from = extend ? Math.min(anchor.column, column) : column;
    onSelect({ anchor: { row: 0, column: from }, focus: { row: model.rowCount - 1, column: Math.max(from, column) } });
  };
  const selectRow = (row: number) => {
    editor.commit();
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

  const editorInput = (
    <input
      ref={input}
      data-testid="data-grid-editor"
      aria-label={`${columnLetter(anchor.column)}${anchor.row + 1}`}
      value={editor.editing ? editor.draft : ''}
      maxLength={MS_CELL_MAX_LENGTH}
      onChange={(event) => editor.type(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={editor.commit}
      onCopy={(event) => editor.onCopy(event, false)}
      onCut={(event) => editor.onCopy(event, true)}
      onPaste={editor.onPaste}
      onDoubleClick={() => editor.startEdit()}
      style={styles.editor(anchor, editor.editing !== null)}
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
            ...styles.cell(cellLeft(column), inRange(range, row, column), text),
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
        <div style={styles.rowLabel(row)} data-row={row}>
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
    if (event.target === input.current && !editor.editing) dragging.current = true;
    const target = targetOf(event);
    if (!target || event.button !== 0) return;
    event.preventDefault();
    input.current?.focus({ preventScroll: true });
    if (target.corner) {
      editor.commit();
      selectAll();
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
    editor.startEdit(target.row, target.column);
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
        border: styles.border,
        fontSize: 13,
        fontVariantNumeric: 'tabular-nums',
        userSelect: 'none',
        ...styles.blend,
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer selection only; the keyboard drives the grid through its editor input */}
      <div
        style={{ position: 'relative', width: totalWidth, height: cellTop(model.rowCount) }}
        onMouseDown={onMouseDown}
        onMouseMove={onMouseMove}
        onDoubleClick={onDoubleClick}
      >
        <div
          style={{ position: 'sticky', top: 0, zIndex: 3, width: totalWidth, height: HEADER_HEIGHT, ...styles.blend }}
        >
          <div style={{ position: 'relative', height: ROW_HEIGHT }}>
            <div data-corner="" style={styles.corner} />
            {columns.map((column) => (
              <div key={column} data-column={column} style={styles.columnLabel(column)}>
                {columnLetter(column)}
              </div>
            ))}
          </div>
          <div style={{ position: 'relative', height: ROW_HEIGHT, ...styles.blend }}>
            <div style={styles.rowLabel(0)} data-row={0}>
              1
            </div>
            {renderCells(0)}
            {anchor.row === 0 && editorInput}
          </div>
        </div>
        {rows}
        {anchor.row > 0 && editorInput}
      </div>
    </div>
  );
}
