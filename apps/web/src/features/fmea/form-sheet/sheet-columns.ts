import { FMEA_KINDS, type FmeaKind } from '@qis/shared';
import type { MessageKey } from '../../../locales';

export type SheetGroup = 'structure' | 'function' | 'failure' | 'risk' | 'optimization';

export interface SheetColumn {
  key: string;
  title: MessageKey;
  group: SheetGroup;
  width: number;
  /** Drawn once per failure mode, across its chains' rows. */
  merged: boolean;
  /** The PFMEA's name of the column, where it differs (process item, step, work element and their functions). */
  processTitle?: MessageKey;
}

/**
 * The columns of the AIAG-VDA DFMEA and PFMEA form sheets (reference/fmea/worksheet-columns.md), steps 2–6 left to right. The
 * higher level, the focus element and its function, the effects with S and the mode are merged per failure mode; the
 * lower level, its function, the cause and the risk are one per chain.
 */
export const SHEET_COLUMNS: SheetColumn[] = [
  {
    key: 'higher',
    title: 'fmea.sheet.col.higher',
    processTitle: 'fmea.sheet.col.higher.1',
    group: 'structure',
    width: 120,
    merged: true,
  },
  {
    key: 'focus',
    title: 'fmea.sheet.col.focus',
    processTitle: 'fmea.sheet.col.focus.1',
    group: 'structure',
    width: 120,
    merged: true,
  },
  {
    key: 'lower',
    title: 'fmea.sheet.col.lower',
    processTitle: 'fmea.sheet.col.lower.1',
    group: 'structure',
    width: 120,
    merged: false,
  },
  {
    key: 'higherFunction',
    title: 'fmea.sheet.col.higherFunction',
    processTitle: 'fmea.sheet.col.higherFunction.1',
    group: 'function',
    width: 150,
    merged: true,
  },
  {
    key: 'focusFunction',
    title: 'fmea.sheet.col.focusFunction',
    processTitle: 'fmea.sheet.col.focusFunction.1',
    group: 'function',
    width: 150,
    merged: true,
  },
  {
    key: 'lowerFunction',
    title: 'fmea.sheet.col.lowerFunction',
    processTitle: 'fmea.sheet.col.lowerFunction.1',
    group: 'function',
    width: 150,
    merged: false,
  },
  { key: 'effect', title: 'fmea.sheet.col.effect', group: 'failure', width: 160, merged: true },
  { key: 'severity', title: 'fmea.sheet.col.severity', group: 'failure', width: 44, merged: true },
  { key: 'mode', title: 'fmea.sheet.col.mode', group: 'failure', width: 150, merged: true },
  { key: 'cause', title: 'fmea.sheet.col.cause', group: 'failure', width: 150, merged: false },
  { key: 'pc', title: 'fmea.sheet.col.pc', group: 'risk', width: 180, merged: false },
  { key: 'o', title: 'fmea.sheet.col.o', group: 'risk', width: 72, merged: false },
  { key: 'dc', title: 'fmea.sheet.col.dc', group: 'risk', width: 180, merged: false },
  { key: 'd', title: 'fmea.sheet.col.d', group: 'risk', width: 72, merged: false },
  { key: 'ap', title: 'fmea.sheet.col.ap', group: 'risk', width: 48, merged: false },
  { key: 'rpn', title: 'fmea.sheet.col.rpn', group: 'risk', width: 52, merged: false },
  { key: 'special', title: 'fmea.sheet.col.special', group: 'risk', width: 84, merged: false },
  { key: 'filter', title: 'fmea.sheet.col.filter', group: 'risk', width: 90, merged: false },
  { key: 'actions', title: 'fmea.sheet.col.actions', group: 'optimization', width: 180, merged: false },
  { key: 'apAfter', title: 'fmea.sheet.col.apAfter', group: 'optimization', width: 64, merged: false },
];

/**
 * The FMEA-MSR form sheet (worksheet-columns.md, FMEA-MSR): steps 2–4 as the DFMEA's, then MSR step 5 — rationale for
 * frequency (the prevention-controls slot), F (occurrence slot), current diagnostic monitoring (detection-controls
 * slot), current system response, the most severe effect after the system response and its severity, M (detection
 * slot), MSR AP — the filter code, and step 6. No RPN and no special characteristic. form-sheet.css places these
 * under .fs-msr.
 */
export const MSR_SHEET_COLUMNS: SheetColumn[] = [
  ...SHEET_COLUMNS.filter((column) => column.group !== 'risk' && column.group !== 'optimization'),
  { key: 'pc', title: 'fmea.sheet.col.pc.2', group: 'risk', width: 180, merged: false },
  { key: 'o', title: 'fmea.sheet.col.o.2', group: 'risk', width: 72, merged: false },
  { key: 'dc', title: 'fmea.sheet.col.dc.2', group: 'risk', width: 180, merged: false },
  { key: 'response', title: 'fmea.sheet.col.response', group: 'risk', width: 180, merged: false },
  { key: 'mitigated', title: 'fmea.sheet.col.mitigatedEffect', group: 'risk', width: 180, merged: false },
  { key: 'ms', title: 'fmea.sheet.col.mitigatedSeverity', group: 'risk', width: 96, merged: false },
  { key: 'd', title: 'fmea.sheet.col.d.2', group: 'risk', width: 72, merged: false },
  { key: 'ap', title: 'fmea.sheet.col.ap.2', group: 'risk', width: 64, merged: false },
  { key: 'filter', title: 'fmea.sheet.col.filter', group: 'risk', width: 90, merged: false },
  { key: 'actions', title: 'fmea.sheet.col.actions', group: 'optimization', width: 180, merged: false },
  { key: 'apAfter', title: 'fmea.sheet.col.apAfter', group: 'optimization', width: 64, merged: false },
];

/** The columns of a kind's form sheet, their grid template and width. */
export interface SheetShape {
  columns: SheetColumn[];
  template: string;
  width: number;
  /** The class that places the kind's columns (form-sheet.css), on the sheet's content. */
  className: string;
}

const shapeOf = (columns: SheetColumn[], className: string): SheetShape => ({
  columns,
  template: columns.map((column) => `${column.width}px`).join(' '),
  width: columns.reduce((sum, column) => sum + column.width, 0),
  className,
});

const DESIGN_PROCESS_SHAPE = shapeOf(SHEET_COLUMNS, '');
const MSR_SHAPE = shapeOf(MSR_SHEET_COLUMNS, 'fs-msr');

export const sheetShape = (kind: FmeaKind): SheetShape => (kind === FMEA_KINDS.msr ? MSR_SHAPE : DESIGN_PROCESS_SHAPE);

export const SHEET_TEMPLATE = DESIGN_PROCESS_SHAPE.template;
export const SHEET_WIDTH = DESIGN_PROCESS_SHAPE.width;

/** The groups of the header's first row: each a run of columns. */
export function sheetGroups(
  columns: SheetColumn[] = SHEET_COLUMNS,
): { group: SheetGroup; start: number; span: number }[] {
  const groups: { group: SheetGroup; start: number; span: number }[] = [];
  columns.forEach((column, index) => {
    const last = groups[groups.length - 1];
    if (last && last.group === column.group) last.span++;
    else groups.push({ group: column.group, start: index + 1, span: 1 });
  });
  return groups;
}
