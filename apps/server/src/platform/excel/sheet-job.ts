import type { SheetLimits } from './sheet-limits';
import type { SheetRows } from './sheet-reader';

/** What the sheet worker reads, and its answer. */
export interface SheetJob {
  bytes: Uint8Array;
  extension: 'xlsx' | 'xls';
  count: number;
  limits: SheetLimits;
}

export type SheetJobResult = { ok: true; sheets: SheetRows[] } | { ok: false; tooLarge: boolean; message: string };
