import type { MsDataSheetDto, ParetoChartBody } from '@qis/shared';
import type { MessageKey } from '../../../locales';
import { sheetColumnInput } from '../../statistics/sheet-columns';

/** How the small categories are merged into '其他': not at all, below a share of the total, or beyond the top K. */
export const PARETO_OTHER_MODES = ['none', 'belowPercent', 'topK'] as const;
export type ParetoOtherMode = (typeof PARETO_OTHER_MODES)[number];

/** What a Pareto chart file keeps (its `settings`). */
export interface ParetoSettings {
  dataFileId: string | null;
  /** Column index of the categories (defect types, causes). */
  categoryColumn: number | null;
  /** Column index of the counts; null: every row counts once. */
  countColumn: number | null;
  otherMode: ParetoOtherMode;
  otherBelowPercent: number | null;
  topK: number | null;
}

export const NEW_PARETO: ParetoSettings = {
  dataFileId: null,
  categoryColumn: null,
  countColumn: null,
  otherMode: 'none',
  otherBelowPercent: 5,
  topK: 8,
};

const index = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
const percent = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 100 ? value : null);

/** A file's saved settings, anything unreadable replaced by the new chart's. */
export function parsePareto(raw: Record<string, unknown>): ParetoSettings {
  const topK = index(raw.topK);
  return {
    dataFileId: typeof raw.dataFileId === 'string' ? raw.dataFileId : null,
    categoryColumn: index(raw.categoryColumn),
    countColumn: index(raw.countColumn),
    otherMode: PARETO_OTHER_MODES.find((mode) => mode === raw.otherMode) ?? NEW_PARETO.otherMode,
    otherBelowPercent: 'otherBelowPercent' in raw ? percent(raw.otherBelowPercent) : NEW_PARETO.otherBelowPercent,
    topK: 'topK' in raw ? (topK === 0 ? null : topK) : NEW_PARETO.topK,
  };
}

/** The request for these settings over the sheet, or what is still missing. */
export function paretoBody(settings: ParetoSettings, sheet: MsDataSheetDto | null): ParetoChartBody | MessageKey {
  const { categoryColumn, countColumn, otherMode } = settings;
  if (!sheet || categoryColumn === null) return 'oldTools.pareto.incomplete';
  if (otherMode === 'belowPercent' && settings.otherBelowPercent === null) return 'oldTools.pareto.needOtherPercent';
  if (otherMode === 'topK' && settings.topK === null) return 'oldTools.pareto.needTopK';
  return {
    categories: sheetColumnInput(sheet, categoryColumn),
    ...(countColumn === null ? {} : { counts: sheetColumnInput(sheet, countColumn) }),
    ...(otherMode === 'belowPercent' && settings.otherBelowPercent !== null
      ? { otherBelowPercent: settings.otherBelowPercent }
      : {}),
    ...(otherMode === 'topK' && settings.topK !== null ? { topK: settings.topK } : {}),
  };
}
