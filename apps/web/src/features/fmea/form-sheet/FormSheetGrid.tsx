import type { ApTables, FormSheetRow } from '@qis/shared';
import { FMEA_KINDS } from '@qis/shared';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../../locales';
import { useFmeaKind } from '../project/FmeaKindContext';
import { ChainCells, type RiskDraft } from './ChainCells';
import { SHEET_COLUMNS, SHEET_TEMPLATE, SHEET_WIDTH, sheetGroups } from './sheet-columns';
import {
  rowTop,
  SHEET_ROW_HEIGHT,
  type SheetBlock,
  sheetBlocks,
  sheetHeight,
  visibleBlocks,
  visibleRows,
} from './sheet-layout';
import './form-sheet.css';

const HEADER_HEIGHT = 64;
/** Rows drawn beyond the view on each side (px): two rows, so that a small scroll step finds them drawn. */
const OVERSCAN = 2 * SHEET_ROW_HEIGHT;
const COLUMN_INDEX: Record<string, number> = Object.fromEntries(SHEET_COLUMNS.map((c, i) => [c.key, i + 1]));
const GROUP_COLORS = {
  structure: '#f0f5ff',
  function: '#f6ffed',
  failure: '#fff7e6',
  risk: '#fff1f0',
  optimization: '#f9f0ff',
};

const headCell = (extra: React.CSSProperties): React.CSSProperties => ({
  borderRight: '1px solid #e8e8e8',
  borderBottom: '1px solid #e8e8e8',
  padding: '2px 6px',
  fontWeight: 600,
  fontSize: 12,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  ...extra,
});

const mergedCell = (key: string, span: number, extra?: React.CSSProperties): React.CSSProperties => ({
  gridColumn: COLUMN_INDEX[key],
  gridRow: `1 / span ${span}`,
  borderRight: '1px solid #f0f0f0',
  borderBottom: '1px solid #d9d9d9',
  padding: '4px 6px',
  overflow: 'hidden',
  wordBreak: 'break-all',
  fontSize: 13,
  ...extra,
});

/** The two header rows (step groups, then columns), sticky on top; drawn once. */
const SheetHead = memo(function SheetHead() {
  const process = useFmeaKind() === FMEA_KINDS.pfmea;
  return (
    <div
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'grid',
        gridTemplateColumns: SHEET_TEMPLATE,
        gridTemplateRows: '28px 36px',
        width: SHEET_WIDTH,
        background: '#fafafa',
      }}
    >
      {sheetGroups().map((group) => (
        <div
          key={group.group}
          style={headCell({
            gridColumn: `${group.start} / span ${group.span}`,
            gridRow: 1,
            background: GROUP_COLORS[group.group],
          })}
        >
          {t(`fmea.sheet.group.${group.group}`)}
        </div>
      ))}
      {SHEET_COLUMNS.map((column, index) => (
        <div key={column.key} style={headCell({ gridColumn: index + 1, gridRow: 2 })}>
          {t(process && column.processTitle ? column.processTitle : column.title)}
        </div>
      ))}
    </div>
  );
});

/** One failure mode's block; drawn again only when its rows (or the editors' settings) change, not as the sheet scrolls. */
const Block = memo(function Block({
  block,
  from,
  to,
  apTables,
  readOnly,
  onSave,
  onOpenActions,
}: {
  block: SheetBlock;
  /** The rows of its chains to draw: from, and one past the last (the others are out of view). */
  from: number;
  to: number;
  apTables: ApTables | undefined;
  readOnly: boolean;
  onSave: (row: FormSheetRow, draft: RiskDraft) => void;
  onOpenActions: (row: FormSheetRow) => void;
}) {
  const first = block.rows[0] as FormSheetRow;
  const span = block.rows.length;
  return (
    <div
      className="fs-block"
      data-testid="sheet-block"
      data-mode={first.mode.name}
      style={{
        position: 'absolute',
        top: block.top + HEADER_HEIGHT,
        left: 0,
        width: SHEET_WIDTH,
        height: block.height,
        display: 'grid',
        gridTemplateColumns: SHEET_TEMPLATE,
        gridTemplateRows: `repeat(${span}, ${SHEET_ROW_HEIGHT}px)`,
        background: '#fff',
        borderBottom: '1px solid #d9d9d9',
      }}
    >
      <div style={mergedCell('higher', span)}>{first.higherElement?.name}</div>
      <div style={mergedCell('focus', span)}>{first.focusElement?.name}</div>
      <div style={mergedCell('higherFunction', span)}>{first.higherFunctions.map((f) => f.name).join('；')}</div>
      <div style={mergedCell('focusFunction', span)}>
        {first.focusFunction?.name}
        {first.focusFunction?.requirement && (
          <span className="fs-secondary" style={{ display: 'block', fontSize: 12 }}>
            {first.focusFunction.requirement}
          </span>
        )}
      </div>
      <div style={mergedCell('effect', span)}>
        {first.effects.map((e) => `${e.name}${e.severity ? `(${e.severity})` : ''}`).join('；')}
      </div>
      <div style={mergedCell('severity', span, { textAlign: 'center', fontWeight: 600 })} data-testid="sheet-severity">
        {first.severity ?? '-'}
      </div>
      <div style={mergedCell('mode', span, { fontWeight: 500 })} data-testid="sheet-mode">
        {first.mode.name}
      </div>
      {block.rows.slice(from, to).map((row, index) => (
        <ChainCells
          key={row.key}
          row={row}
          line={from + index + 1}
          columns={COLUMN_INDEX}
          apTables={apTables}
          readOnly={readOnly}
          onSave={onSave}
          onOpenActions={onOpenActions}
        />
      ))}
    </div>
  );
});

/**
 * The form sheet: a two-row header (step groups, then columns) that stays on top, and the failure modes' merged
 * blocks, of which only those in view are drawn, and of those only the chains' rows in view (a block's merged cells
 * are drawn whole): a scroll to anywhere among thousands of chains draws about twenty rows.
 */
export function FormSheetGrid({
  rows,
  apTables,
  readOnly,
  onSave,
  onOpenActions,
  height,
  focusKey,
}: {
  rows: readonly FormSheetRow[];
  apTables: ApTables | undefined;
  readOnly: boolean;
  onSave: (row: FormSheetRow, draft: RiskDraft) => void;
  onOpenActions: (row: FormSheetRow) => void;
  height: number;
  /** A chain to scroll to and mark (the analysis check's links). */
  focusKey?: string | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(height);
  const blocks = useMemo(() => sheetBlocks(rows), [rows]);
  const viewTop = Math.max(0, top - HEADER_HEIGHT);
  const { first, last } = visibleBlocks(blocks, viewTop, viewHeight, OVERSCAN);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) setViewHeight(element.clientHeight);
  }, []);
  const focusTop = useMemo(() => (focusKey ? rowTop(blocks, focusKey) : null), [blocks, focusKey]);
  // Scrolled to once per chain asked for, not again as its rows change with each saved rating.
  const scrolledTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || focusTop === null || scrolledTo.current === focusKey) return;
    scrolledTo.current = focusKey ?? null;
    element.scrollTop = Math.max(0, focusTop - SHEET_ROW_HEIGHT);
    setTop(element.scrollTop);
  }, [focusKey, focusTop]);
  const frame = useRef(0);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setTop(scroller.current?.scrollTop ?? 0));
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      style={{ height, overflow: 'auto', border: '1px solid #d9d9d9', position: 'relative' }}
      data-testid="form-sheet"
    >
      <div style={{ position: 'relative', width: SHEET_WIDTH, height: sheetHeight(blocks) + HEADER_HEIGHT }}>
        <SheetHead />
        {focusTop !== null && (
          <div
            data-testid="sheet-focus"
            style={{
              position: 'absolute',
              top: focusTop + HEADER_HEIGHT,
              left: 0,
              width: SHEET_WIDTH,
              height: SHEET_ROW_HEIGHT,
              outline: '2px solid #faad14',
              outlineOffset: -2,
              pointerEvents: 'none',
              zIndex: 1,
            }}
          />
        )}
        {blocks.slice(first, last).map((block) => (
          <Block
            key={block.modeId}
            block={block}
            {...visibleRows(block, viewTop, viewHeight, OVERSCAN)}
            apTables={apTables}
            readOnly={readOnly}
            onSave={onSave}
            onOpenActions={onOpenActions}
          />
        ))}
      </div>
    </div>
  );
}
