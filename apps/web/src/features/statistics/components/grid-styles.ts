import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';
import type { GridRange } from './DataGridModel';
import {
  COLUMN_WIDTH,
  cellLeft,
  cellTop,
  type GridCell,
  isNumeric,
  ROW_HEIGHT,
  ROW_NUMBER_WIDTH,
} from './DataGridSelection';

/** The inline styles of the grid's cells, labels and editor, from the theme and the selected range. */
export function gridStyles(token: GlobalToken, range: GridRange) {
  const border = `1px solid ${token.colorBorderSecondary}`;
  const rowSelected = (row: number) => row >= range.top && row <= range.bottom;

  const cell = (left: number, selected: boolean, text: string): CSSProperties => ({
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
  const label = (active: boolean, extra?: CSSProperties): CSSProperties => ({
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
    ...label(rowSelected(row), { position: 'sticky', left: 0, zIndex: 2, width: ROW_NUMBER_WIDTH }),
    background: rowSelected(row) ? token.colorPrimaryBg : token.colorFillQuaternary,
  });
  const columnLabel = (column: number): CSSProperties =>
    label(column >= range.left && column <= range.right, {
      position: 'absolute',
      top: 0,
      left: cellLeft(column),
      width: COLUMN_WIDTH,
    });
  const corner = label(false, { position: 'sticky', left: 0, zIndex: 4, width: ROW_NUMBER_WIDTH });
  // The editor sits over the active cell; it is see-through until the user types or edits.
  const editor = (anchor: GridCell, editing: boolean): CSSProperties => ({
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
  });
  return { border, cell, rowLabel, columnLabel, corner, editor, blend: { background: token.colorBgContainer } };
}
