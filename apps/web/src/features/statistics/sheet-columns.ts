import type { MsDataSheetDto, SheetColumnInput } from '@qis/shared';
import { columnLetter } from '@qis/stats/sheet';

/** A column of a data file as the analyses take it: its letters, its name and its cells from sheet row 2. */
export function sheetColumnInput(sheet: MsDataSheetDto, index: number): SheetColumnInput {
  const column = sheet.columns[index];
  return { column: columnLetter(index), firstRow: 2, name: column?.name ?? '', cells: column?.cells ?? [] };
}

/** '<letters> <name>', how a column is offered in a picker (A 外径, B 内径 …). */
export function columnLabel(sheet: MsDataSheetDto, index: number): string {
  const name = sheet.columns[index]?.name;
  return name ? `${columnLetter(index)} ${name}` : columnLetter(index);
}
