import { HISTOGRAM_BIN_RULES, type HistogramChartBody, type MsDataSheetDto } from '@qis/shared';
import type { MessageKey } from '../../../locales';
import { sheetColumnInput } from '../../statistics/sheet-columns';

/** The bin rules a histogram offers: Sturges, Scott, Freedman–Diaconis, or a fixed width. */
export const HISTOGRAM_BINNINGS = [...HISTOGRAM_BIN_RULES, 'width'] as const;
export type HistogramBinning = (typeof HISTOGRAM_BINNINGS)[number];
type BinRule = (typeof HISTOGRAM_BIN_RULES)[number];

/** What a histogram file keeps (its `settings`). */
export interface HistogramSettings {
  dataFileId: string | null;
  /** Column indexes: one, or several pooled into one sample. */
  columns: number[];
  /** null: the module's basic setting. */
  binning: HistogramBinning | null;
  /** Class width and first class start of the 'width' binning. */
  width: number | null;
  start: number | null;
  lsl: number | null;
  usl: number | null;
  target: number | null;
}

export const NEW_HISTOGRAM: HistogramSettings = {
  dataFileId: null,
  columns: [],
  binning: null,
  width: null,
  start: null,
  lsl: null,
  usl: null,
  target: null,
};

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const index = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** A file's saved settings, anything unreadable replaced by the new chart's. */
export function parseHistogram(raw: Record<string, unknown>): HistogramSettings {
  const width = finite(raw.width);
  return {
    dataFileId: typeof raw.dataFileId === 'string' ? raw.dataFileId : null,
    columns: Array.isArray(raw.columns) ? raw.columns.map(index).filter((c): c is number => c !== null) : [],
    binning: HISTOGRAM_BINNINGS.find((binning) => binning === raw.binning) ?? null,
    width: width !== null && width > 0 ? width : null,
    start: finite(raw.start),
    lsl: finite(raw.lsl),
    usl: finite(raw.usl),
    target: finite(raw.target),
  };
}

/** The request for these settings over the sheet (`defaultRule` when the file names none), or what is missing. */
export function histogramBody(
  settings: HistogramSettings,
  sheet: MsDataSheetDto | null,
  defaultRule: BinRule,
): HistogramChartBody | MessageKey {
  const { columns, lsl, usl, width, start } = settings;
  if (!sheet || columns.length === 0) return 'oldTools.histogram.incomplete';
  const binning = settings.binning ?? defaultRule;
  if (binning === 'width' && width === null) return 'oldTools.histogram.needWidth';
  if (lsl !== null && usl !== null && lsl >= usl) return 'oldTools.histogram.specOrder';
  return {
    columns: columns.map((column) => sheetColumnInput(sheet, column)),
    histogram:
      binning === 'width' && width !== null
        ? { rule: 'width', width, ...(start === null ? {} : { start }) }
        : { rule: binning === 'width' ? defaultRule : binning },
    lsl,
    usl,
    target: settings.target,
  };
}
