import type { MsDataSheetDto, ScatterChartBody } from '@qis/shared';
import type { MessageKey } from '../../../locales';
import { sheetColumnInput } from '../../statistics/sheet-columns';

/** What a scatter chart file keeps (its `settings`): the data file and its X and Y column indexes. */
export interface ScatterSettings {
  dataFileId: string | null;
  x: number | null;
  y: number | null;
}

export const NEW_SCATTER: ScatterSettings = { dataFileId: null, x: null, y: null };

const index = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** A file's saved settings, anything unreadable replaced by the new chart's. */
export function parseScatter(raw: Record<string, unknown>): ScatterSettings {
  return {
    dataFileId: typeof raw.dataFileId === 'string' ? raw.dataFileId : null,
    x: index(raw.x),
    y: index(raw.y),
  };
}

/** The request for these settings over the sheet, or what is still missing. */
export function scatterBody(settings: ScatterSettings, sheet: MsDataSheetDto | null): ScatterChartBody | MessageKey {
  const { x, y } = settings;
  if (!sheet || x === null || y === null) return 'oldTools.scatter.incomplete';
  if (x === y) return 'oldTools.scatter.sameColumn';
  return { x: sheetColumnInput(sheet, x), y: sheetColumnInput(sheet, y) };
}
