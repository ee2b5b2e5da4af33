import type { MsDataSheetDto, SheetColumnInput } from '@qis/shared';
import type { MessageKey } from '../../../locales';
import { sheetColumnInput } from '../../statistics/sheet-columns';

/** What a matrix data analysis file keeps (its `settings`): restored when the page opens again. */
export interface PcaSettings {
  dataFileId: string | null;
  /** Column indexes of the data file (at least two for an analysis). */
  columns: number[];
  /** true: the correlation matrix (variables scaled to SD 1); false: the covariance matrix. */
  standardize: boolean;
}

const columnIndex = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** A file's saved settings, anything unreadable replaced by a new analysis's (correlation matrix, no columns). */
export function parsePcaSettings(raw: Record<string, unknown>): PcaSettings {
  const columns = Array.isArray(raw.columns) ? raw.columns.map(columnIndex) : [];
  return {
    dataFileId: typeof raw.dataFileId === 'string' ? raw.dataFileId : null,
    columns: [...new Set(columns.filter((c): c is number => c !== null))],
    standardize: raw.standardize !== false,
  };
}

export type PcaProblem = 'newTools.matrixAnalysis.needFile' | 'newTools.matrixAnalysis.needColumns';

/** The request for these settings over the sheet (columns in sheet order), or what is still missing. */
export function pcaBody(
  settings: PcaSettings,
  sheet: MsDataSheetDto | null,
): { columns: SheetColumnInput[]; standardize: boolean } | (PcaProblem & MessageKey) {
  if (!sheet) return 'newTools.matrixAnalysis.needFile';
  const columns = [...settings.columns].filter((index) => index < sheet.columns.length).sort((a, b) => a - b);
  if (columns.length < 2) return 'newTools.matrixAnalysis.needColumns';
  return { columns: columns.map((index) => sheetColumnInput(sheet, index)), standardize: settings.standardize };
}
