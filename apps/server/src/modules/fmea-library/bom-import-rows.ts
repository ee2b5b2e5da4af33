import {
  BOM_IMPORT_COLUMNS,
  BOM_MAX_DEPTH,
  BOM_MAX_LINES,
  BOM_QUANTITY_MAX,
  BOM_REMARK_MAX,
  type BomImportError,
  PART_NAME_MAX,
  PART_NO_MAX,
} from '@qis/shared';
import type { SheetRows } from '../../platform/excel/sheet-reader';
import { badRequest } from '../../platform/http/app-error';
import type { LineInput } from './bom-tree';

// The rows of a BOM import sheet: each row a line at its level (1 = top), its parent the nearest row above it one
// level up. Every row is checked; a part number the library lacks becomes a new part when the row names it.

type ColumnKey = keyof typeof BOM_IMPORT_COLUMNS;
const REQUIRED: ColumnKey[] = ['level', 'partNo', 'quantity'];

export interface BomImportRow {
  row: number;
  cells: Record<ColumnKey, string>;
}

const headerKey = (text: string) => text.replace(/[\s*＊]/g, '');

export function readBomImportRows(sheet: SheetRows): BomImportRow[] {
  const header = (sheet[0] ?? []).map(headerKey);
  const positions = new Map<ColumnKey, number>();
  for (const [key, title] of Object.entries(BOM_IMPORT_COLUMNS) as Array<[ColumnKey, string]>) {
    const index = header.indexOf(title);
    if (index >= 0) positions.set(key, index);
  }
  const missing = REQUIRED.filter((key) => !positions.has(key)).map((key) => BOM_IMPORT_COLUMNS[key]);
  if (missing.length > 0) throw badRequest(`导入文件缺少列：${missing.join('、')}，请使用导入模板`);
  const rows: BomImportRow[] = [];
  sheet.forEach((cells, index) => {
    if (index === 0 || cells.every((cell) => !cell?.trim())) return;
    const read = (key: ColumnKey) => {
      const position = positions.get(key);
      return position === undefined ? '' : (cells[position] ?? '').trim();
    };
    const record = Object.fromEntries(
      (Object.keys(BOM_IMPORT_COLUMNS) as ColumnKey[]).map((key) => [key, read(key)]),
    ) as Record<ColumnKey, string>;
    rows.push({ row: index + 1, cells: record });
  });
  if (rows.length === 0) throw badRequest('导入文件中没有BOM数据');
  if (rows.length > BOM_MAX_LINES) throw badRequest(`一个BOM最多${BOM_MAX_LINES}行`);
  return rows;
}

export interface NewPart {
  partNo: string;
  name: string;
}

/**
 * The lines (keys are the row numbers; part ids from `partIds`, or a new part's number prefixed with 'new:' until it
 * is written), the parts to add, and every row's problems.
 */
export function checkBomImportRows(
  rows: readonly BomImportRow[],
  partIds: ReadonlyMap<string, string>,
): { lines: LineInput[]; newParts: NewPart[]; errors: BomImportError[] } {
  const lines: LineInput[] = [];
  const newParts = new Map<string, NewPart>();
  const errors: BomImportError[] = [];
  // The key of the last row seen at each level: a row's parent is the last one a level up.
  const lastAtLevel: string[] = [];
  for (const { row, cells } of rows) {
    const messages: string[] = [];
    const level = Number(cells.level);
    const levelOk = Number.isInteger(level) && level >= 1 && level <= BOM_MAX_DEPTH;
    if (!levelOk) messages.push(`层级须为 1–${BOM_MAX_DEPTH} 的整数`);
    else if (level > lastAtLevel.length + 1)
      messages.push(
        lastAtLevel.length === 0 ? '第一行的层级须为 1' : `层级不连续（上方最近一行为 ${lastAtLevel.length} 级）`,
      );
    const key = cells.partNo.toLowerCase();
    let partId = partIds.get(key);
    if (!cells.partNo) messages.push('零件号不能为空');
    else if (cells.partNo.length > PART_NO_MAX) messages.push(`零件号不能超过${PART_NO_MAX}个字符`);
    else if (!partId) {
      if (!cells.partName) messages.push('零件号不在零件库中（新零件请填写零件名称）');
      else if (cells.partName.length > PART_NAME_MAX) messages.push(`零件名称不能超过${PART_NAME_MAX}个字符`);
      else {
        if (!newParts.has(key)) newParts.set(key, { partNo: cells.partNo, name: cells.partName });
        partId = `new:${key}`;
      }
    }
    const quantity = Number(cells.quantity);
    if (!cells.quantity || !Number.isFinite(quantity) || quantity <= 0 || quantity > BOM_QUANTITY_MAX)
      messages.push('数量须为正数');
    if (cells.remark.length > BOM_REMARK_MAX) messages.push(`备注不能超过${BOM_REMARK_MAX}个字符`);
    const lineKey = String(row);
    if (levelOk && level <= lastAtLevel.length + 1) {
      lastAtLevel.length = level - 1;
      lastAtLevel.push(lineKey);
    }
    if (messages.length > 0) {
      errors.push({ row, partNo: cells.partNo, messages });
      continue;
    }
    lines.push({
      key: lineKey,
      parentKey: level > 1 ? (lastAtLevel[level - 2] ?? null) : null,
      partId: partId as string,
      quantity,
      remark: cells.remark || null,
    });
  }
  return { lines, newParts: [...newParts.values()], errors };
}
