import {
  PART_DESCRIPTION_MAX,
  PART_IMPORT_COLUMNS,
  PART_IMPORT_MAX_ROWS,
  PART_NAME_MAX,
  PART_NO_MAX,
  PART_TEXT_MAX,
  type PartImportError,
} from '@qis/shared';
import type { SheetRows } from '../../platform/excel/sheet-reader';
import { badRequest } from '../../platform/http/app-error';

// The rows of a parts import sheet: read by the header texts, then checked all at once against the tenant's part
// types and part numbers, so that every bad row is reported and a good file is imported whole.

type ColumnKey = keyof typeof PART_IMPORT_COLUMNS;
const REQUIRED: ColumnKey[] = ['partNo', 'name'];

/** The 零件号 of the template's example row begins with this marker: such a row is never imported. */
export const PART_EXAMPLE_MARKER = '【示例】';

export interface PartImportRow {
  /** Row number as Excel shows it (the header is row 1). */
  row: number;
  cells: Record<ColumnKey, string>;
}

export interface ImportedPart {
  partNo: string;
  name: string;
  typeId: string | null;
  drawingNo: string | null;
  material: string | null;
  description: string | null;
}

const headerKey = (text: string) => text.replace(/[\s*＊]/g, '');

/** The data rows by column; 400 for a sheet without the required columns, without data, or with too many rows. */
export function readPartImportRows(sheet: SheetRows): PartImportRow[] {
  const header = (sheet[0] ?? []).map(headerKey);
  const positions = new Map<ColumnKey, number>();
  for (const [key, title] of Object.entries(PART_IMPORT_COLUMNS) as Array<[ColumnKey, string]>) {
    const index = header.indexOf(title);
    if (index >= 0) positions.set(key, index);
  }
  const missing = REQUIRED.filter((key) => !positions.has(key)).map((key) => PART_IMPORT_COLUMNS[key]);
  if (missing.length > 0) throw badRequest(`导入文件缺少列：${missing.join('、')}，请使用导入模板`);
  const rows: PartImportRow[] = [];
  sheet.forEach((cells, index) => {
    if (index === 0 || cells.every((cell) => !cell?.trim())) return;
    const read = (key: ColumnKey) => {
      const position = positions.get(key);
      return position === undefined ? '' : (cells[position] ?? '').trim();
    };
    const record = Object.fromEntries(
      (Object.keys(PART_IMPORT_COLUMNS) as ColumnKey[]).map((key) => [key, read(key)]),
    ) as Record<ColumnKey, string>;
    if (!record.partNo.startsWith(PART_EXAMPLE_MARKER)) rows.push({ row: index + 1, cells: record });
  });
  if (rows.length === 0) throw badRequest('导入文件中没有零件数据（模板的示例行不会导入）');
  if (rows.length > PART_IMPORT_MAX_ROWS) throw badRequest(`一次最多导入${PART_IMPORT_MAX_ROWS}个零件`);
  return rows;
}

export interface PartImportLookups {
  /** Type path ('制动系统/制动钳') and, where unique, bare name → id; both lower case. */
  typeIds: Map<string, string>;
  /** Part numbers already in the library, lower case. */
  existingPartNos: Set<string>;
}

const tooLong = (label: string, max: number) => `${label}不能超过${max}个字符`;

/** Every row checked; the parts to write when there is no error. */
export function checkPartImportRows(
  rows: readonly PartImportRow[],
  lookups: PartImportLookups,
): { parts: ImportedPart[]; errors: PartImportError[] } {
  const parts: ImportedPart[] = [];
  const errors: PartImportError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const messages: string[] = [];
    const key = cells.partNo.toLowerCase();
    if (!cells.partNo) messages.push('零件号不能为空');
    else if (cells.partNo.length > PART_NO_MAX) messages.push(tooLong('零件号', PART_NO_MAX));
    else if (lookups.existingPartNos.has(key)) messages.push('零件号已存在');
    else if (firstRowOf.has(key)) messages.push(`零件号与第${firstRowOf.get(key)}行重复`);
    else firstRowOf.set(key, row);
    if (!cells.name) messages.push('零件名称不能为空');
    else if (cells.name.length > PART_NAME_MAX) messages.push(tooLong('零件名称', PART_NAME_MAX));
    let typeId: string | null = null;
    if (cells.type) {
      const path = cells.type
        .split(/[/／]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .join('/')
        .toLowerCase();
      typeId = lookups.typeIds.get(path) ?? null;
      if (!typeId) messages.push(`零件类型“${cells.type}”不存在（同名类型请写完整路径，如 制动系统/制动盘）`);
    }
    for (const [field, label, max] of [
      ['drawingNo', '图号', PART_TEXT_MAX],
      ['material', '材料', PART_TEXT_MAX],
      ['description', '描述', PART_DESCRIPTION_MAX],
    ] as const)
      if (cells[field].length > max) messages.push(tooLong(label, max));
    if (messages.length > 0) errors.push({ row, partNo: cells.partNo, messages });
    else
      parts.push({
        partNo: cells.partNo,
        name: cells.name,
        typeId,
        drawingNo: cells.drawingNo || null,
        material: cells.material || null,
        description: cells.description || null,
      });
  }
  return { parts, errors };
}
