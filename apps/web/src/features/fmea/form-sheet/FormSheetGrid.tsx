import type { ApTables, FormSheetRow } from '@qis/shared';
import { FMEA_KINDS } from '@qis/shared';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useFmeaKind } from '../project/FmeaKindContext';
import { ChainCells, type RiskDraft } from './ChainCells';
import { type SheetGroup, sheetGroups, sheetShape } from './sheet-columns';
import {
  rowTop,
  SHEET_ROW_HEIGHT,
  type SheetBlock,
  type SheetLayout,
  SlotPool,
  sheetLayout,
  visibleRange,
} from './sheet-layout';
import './form-sheet.css';

const HEADER_HEIGHT = 64;
/** Rows drawn beyond the view on each side (px): two rows, so that a small scroll step finds them drawn. */
const OVERSCAN = 2 * SHEET_ROW_HEIGHT;
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

/** The two header rows (step groups, then columns), sticky on top; drawn once. */
const SheetHead = memo(function SheetHead() {
  const kind = useFmeaKind();
  const process = kind === FMEA_KINDS.pfmea;
  const { columns, template, width } = sheetShape(kind);
  // FMEA-MSR names its own steps 5 and 6 (MSR风险分析, MSR优化).
  const groupTitle = (group: SheetGroup): MessageKey =>
    kind === FMEA_KINDS.msr && (group === 'risk' || group === 'optimization')
      ? `fmea.sheet.group.${group}.2`
      : `fmea.sheet.group.${group}`;
  return (
    <div
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        display: 'grid',
        gridTemplateColumns: template,
        gridTemplateRows: '28px 36px',
        width,
        background: '#fafafa',
      }}
    >
      {sheetGroups(columns).map((group) => (
        <div
          key={group.group}
          style={headCell({
            gridColumn: `${group.start} / span ${group.span}`,
            gridRow: 1,
            background: GROUP_COLORS[group.group],
          })}
        >
          {t(groupTitle(group.group))}
        </div>
      ))}
      {columns.map((column, index) => (
        <div key={column.key} style={headCell({ gridColumn: index + 1, gridRow: 2 })}>
          {t(process && column.processTitle ? column.processTitle : column.title)}
        </div>
      ))}
    </div>
  );
});

const layouts = new WeakMap<readonly FormSheetRow[], SheetLayout>();

/** The layout of a set of rows, worked out once (the sheet opened again with the same rows finds it). */
function layoutOf(rows: readonly FormSheetRow[]): SheetLayout {
  let layout = layouts.get(rows);
  if (!layout) {
    layout = sheetLayout(rows);
    layouts.set(rows, layout);
  }
  return layout;
}

/**
 * One failure mode's merged cells (higher level, focus element, their functions, effects, S and the mode), drawn
 * once across the rows of its chains, which are drawn over it (the rows leave these columns empty).
 */
const BlockCells = memo(function BlockCells({ block }: { block: SheetBlock }) {
  const first = block.rows[0] as FormSheetRow;
  return (
    <div
      className="fs-block fs-grid"
      data-testid="sheet-block"
      data-mode={first.mode.name}
      style={{ top: block.top + HEADER_HEIGHT, height: block.height }}
    >
      <div className="fs-merged fs-c-higher">{first.higherElement?.name}</div>
      <div className="fs-merged fs-c-focus">{first.focusElement?.name}</div>
      <div className="fs-merged fs-c-higherFunction">{first.higherFunctions.map((f) => f.name).join('；')}</div>
      <div className="fs-merged fs-c-focusFunction">
        {first.focusFunction?.name}
        {first.focusFunction?.requirement && (
          <span className="fs-secondary fs-requirement">{first.focusFunction.requirement}</span>
        )}
      </div>
      <div className="fs-merged fs-c-effect">
        {first.effects.map((e) => `${e.name}${e.severity ? `(${e.severity})` : ''}`).join('；')}
      </div>
      <div className="fs-merged fs-c-severity fs-severity" data-testid="sheet-severity">
        {first.severity ?? '-'}
      </div>
      <div className="fs-merged fs-c-mode fs-mode" data-testid="sheet-mode">
        {first.mode.name}
      </div>
    </div>
  );
});

/**
 * The form sheet: a two-row header (step groups, then columns) that stays on top, the failure modes' merged cells,
 * and the chains' rows; only the rows in view are drawn (and the merged cells of their modes): a scroll to anywhere
 * among thousands of chains draws about twenty rows. The rows and blocks are worked out once per set of rows
 * (sheetLayout); the elements are kept and handed on from rows scrolled out to rows scrolled in (SlotPool).
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
  const { width, className } = sheetShape(useFmeaKind());
  const [top, setTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(height);
  const layout = layoutOf(rows);
  const viewTop = Math.max(0, top - HEADER_HEIGHT);
  const { from, to, firstBlock, lastBlock } = visibleRange(layout, viewTop, viewHeight, OVERSCAN);
  // Kept across renders: which element draws which row (and block).
  const [rowSlots] = useState(() => new SlotPool());
  const [blockSlots] = useState(() => new SlotPool());
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) setViewHeight(element.clientHeight);
  }, []);
  const focusTop = useMemo(() => (focusKey ? rowTop(layout.blocks, focusKey) : null), [layout, focusKey]);
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

  const blocks = blockSlots
    .assign(firstBlock, lastBlock)
    .map((slot, i) => <BlockCells key={slot} block={layout.blocks[firstBlock + i] as SheetBlock} />);
  const chains = rowSlots.assign(from, to).map((slot, i) => {
    const index = from + i;
    return (
      <ChainCells
        key={slot}
        row={layout.rows[index] as FormSheetRow}
        top={HEADER_HEIGHT + index * SHEET_ROW_HEIGHT}
        apTables={apTables}
        readOnly={readOnly}
        onSave={onSave}
        onOpenActions={onOpenActions}
      />
    );
  });

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      style={{ height, overflow: 'auto', border: '1px solid #d9d9d9', position: 'relative' }}
      data-testid="form-sheet"
    >
      <div className={className} style={{ position: 'relative', width, height: layout.height + HEADER_HEIGHT }}>
        <SheetHead />
        {focusTop !== null && (
          <div
            data-testid="sheet-focus"
            style={{
              position: 'absolute',
              top: focusTop + HEADER_HEIGHT,
              left: 0,
              width,
              height: SHEET_ROW_HEIGHT,
              outline: '2px solid #faad14',
              outlineOffset: -2,
              pointerEvents: 'none',
              zIndex: 1,
            }}
          />
        )}
        {blocks}
        {chains}
      </div>
    </div>
  );
}
