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

export const SHEET_TEMPLATE = SHEET_COLUMNS.map((column) => `${column.width}px`).join(' ');
export const SHEET_WIDTH = SHEET_COLUMNS.reduce((sum, column) => sum + column.width, 0);

/** The groups of the header's first row: each a run of columns. */
export function sheetGroups(): { group: SheetGroup; start: number; span: number }[] {
  const groups: { group: SheetGroup; start: number; span: number }[] = [];
  SHEET_COLUMNS.forEach((column, index) => {
    const last = groups[groups.length - 1];
    if (last && last.group === column.group) last.span++;
    else groups.push({ group: column.group, start: index + 1, span: 1 });
  });
  return groups;
}
