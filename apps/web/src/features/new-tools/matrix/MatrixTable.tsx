import type { MatrixSymbol } from '@qis/shared';
import { type CSSProperties, type KeyboardEvent, useRef } from 'react';
import { t } from '../../../locales';
import { movedFocus, nextSymbol, symbolOfKey } from './matrix-keys';
import { type MatrixLineView, type MatrixTableView, tableRows } from './matrix-view';

const BORDER = '1px solid #d9d9d9';
const cellStyle: CSSProperties = { border: BORDER, padding: '4px 8px', textAlign: 'center', minWidth: 40 };
const headStyle: CSSProperties = { ...cellStyle, background: '#fafafa', fontWeight: 600 };
const itemStyle: CSSProperties = { ...cellStyle, textAlign: 'left', maxWidth: 220, wordBreak: 'break-word' };
const columnHeadStyle: CSSProperties = { ...headStyle, fontWeight: 400, maxWidth: 120, wordBreak: 'break-word' };
const bestStyle: CSSProperties = { background: '#fff1b8', fontWeight: 600 };
const relationCellStyle: CSSProperties = { ...cellStyle, padding: 0 };
// The cell's button fills it: a click anywhere in the cell cycles its symbol, and the keyboard reaches it.
const relationStyle: CSSProperties = {
  width: '100%',
  minWidth: 40,
  height: 32,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  fontSize: 18,
};
const SYMBOL_COLORS: Record<MatrixSymbol, string> = { '◎': '#cf1322', '○': '#1677ff', '△': '#389e0d' };

interface MatrixTableProps {
  table: MatrixTableView;
  onRelation: (rowId: string, columnId: string, symbol: MatrixSymbol | null) => void;
}

function Figure({ line, rank, testId }: { line: MatrixLineView; rank?: boolean; testId?: string }) {
  const value = rank ? line.rank : line.total;
  return (
    <td style={{ ...cellStyle, ...(line.best ? bestStyle : {}) }} data-testid={testId}>
      {value ?? ''}
    </td>
  );
}

/** One matrix table: row items × column items, each relation a cell that clicks and keys cycle, with totals. */
export function MatrixTable({ table, onRelation }: MatrixTableProps) {
  const ref = useRef<HTMLTableElement>(null);
  const rows = tableRows(table);
  const width = table.columns.length;
  const subtotals = table.columns.some((column) => column.rank === null);
  const several = table.sections.length > 1;

  const onKey = (event: KeyboardEvent, row: number, column: number, symbol: MatrixSymbol | null) => {
    const rowId = rows[row]?.item.id;
    const columnId = table.columns[column]?.item.id;
    if (!rowId || !columnId) return;
    const keyed = symbolOfKey(event.key);
    if (keyed !== undefined) {
      event.preventDefault();
      if (keyed !== symbol) onRelation(rowId, columnId, keyed);
      return;
    }
    const to = movedFocus({ row, column }, event.key, rows.length, width);
    if (!to) return;
    event.preventDefault();
    ref.current?.querySelector<HTMLElement>(`[data-position="${to.row}:${to.column}"]`)?.focus();
  };

  // Rows are numbered through the sections: the keyboard walks from the A rows into the C rows of a T-matrix.
  const firstRow = table.sections.map((_, i) => table.sections.slice(0, i).reduce((n, s) => n + s.rows.length, 0));
  return (
    <table ref={ref} style={{ borderCollapse: 'collapse', marginBottom: 16 }} data-testid={`matrix-table-${table.key}`}>
      <thead>
        <tr>
          <th style={headStyle}>{`${table.sections.map((s) => s.name).join(' / ')} \\ ${table.columnName}`}</th>
          {table.columns.map((column) => (
            <th key={column.item.id} style={columnHeadStyle}>
              {column.item.text}
            </th>
          ))}
          <th style={headStyle}>{t('newTools.matrix.total')}</th>
          <th style={headStyle}>{t('newTools.matrix.rank')}</th>
        </tr>
      </thead>
      <tbody>
        {table.sections.map((section, sectionIndex) => [
          several && (
            <tr key={`section-${section.set}`}>
              <th colSpan={width + 3} style={{ ...headStyle, textAlign: 'left' }}>
                {section.name}
              </th>
            </tr>
          ),
          ...section.rows.map((row, r) => {
            const rowIndex = (firstRow[sectionIndex] ?? 0) + r;
            return (
              <tr key={row.item.id}>
                <th style={{ ...itemStyle, fontWeight: 400 }}>{row.item.text}</th>
                {row.cells.map((cell, column) => (
                  <td key={cell.columnId} style={relationCellStyle}>
                    <button
                      type="button"
                      style={{ ...relationStyle, color: cell.symbol ? SYMBOL_COLORS[cell.symbol] : undefined }}
                      aria-label={`${row.item.text} × ${table.columns[column]?.item.text ?? ''}`}
                      data-position={`${rowIndex}:${column}`}
                      data-testid={`matrix-cell-${row.item.id}-${cell.columnId}`}
                      onClick={() => onRelation(row.item.id, cell.columnId, nextSymbol(cell.symbol))}
                      onKeyDown={(event) => onKey(event, rowIndex, column, cell.symbol)}
                    >
                      {cell.symbol ?? ''}
                    </button>
                  </td>
                ))}
                <Figure line={row} testId={`matrix-total-${row.item.id}`} />
                <Figure line={row} rank />
              </tr>
            );
          }),
        ])}
      </tbody>
      <tfoot>
        <tr>
          <th style={headStyle}>{t(subtotals ? 'newTools.matrix.subtotal' : 'newTools.matrix.total')}</th>
          {table.columns.map((column) => (
            <Figure
              key={column.item.id}
              line={column}
              {...(subtotals ? {} : { testId: `matrix-total-${column.item.id}` })}
            />
          ))}
          <td colSpan={2} style={cellStyle} />
        </tr>
        {!subtotals && (
          <tr>
            <th style={headStyle}>{t('newTools.matrix.rank')}</th>
            {table.columns.map((column) => (
              <Figure key={column.item.id} line={column} rank />
            ))}
            <td colSpan={2} style={cellStyle} />
          </tr>
        )}
      </tfoot>
    </table>
  );
}
