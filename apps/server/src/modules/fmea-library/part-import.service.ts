import { PART_IMPORT_COLUMNS, PART_IMPORT_MAX_ROWS } from '@qis/shared';
import { inArray, sql } from 'drizzle-orm';
import { parts } from '../../db/tables';
import type { SheetLimits } from '../../platform/excel/sheet-limits';
import { discardUploadedImport, readUploadedImportSheet } from '../../platform/excel/uploaded-import';
import { exportWorkbook } from '../../platform/excel/workbook-export';
import { businessError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import {
  checkPartImportRows,
  type ImportedPart,
  PART_EXAMPLE_MARKER,
  type PartImportLookups,
  type PartImportRow,
  readPartImportRows,
} from './part-import-rows';
import { typePaths } from './part-type-tree';
import { allPartTypes } from './part-types.service';

/** PART_IMPORT_MAX_ROWS parts, with room for the example row and blank rows. */
const PART_SHEET_LIMITS: SheetLimits = { rows: PART_IMPORT_MAX_ROWS + 100, columns: 30, header: true };
const INSERT_BATCH = 500;

async function loadLookups(ctx: UserContext, rows: PartImportRow[]): Promise<PartImportLookups> {
  const types = await allPartTypes(ctx.tx);
  const typeIds = new Map<string, string>();
  const nameCount = new Map<string, number>();
  for (const t of types) nameCount.set(t.name.toLowerCase(), (nameCount.get(t.name.toLowerCase()) ?? 0) + 1);
  for (const [id, path] of typePaths(types)) typeIds.set(path.toLowerCase(), id);
  for (const t of types) if (nameCount.get(t.name.toLowerCase()) === 1) typeIds.set(t.name.toLowerCase(), t.id);
  const numbers = [...new Set(rows.map((r) => r.cells.partNo.toLowerCase()).filter(Boolean))];
  const existingPartNos = new Set<string>();
  for (let i = 0; i < numbers.length; i += 1000) {
    const found = await ctx.tx
      .select({ key: sql<string>`lower(${parts.partNo})` })
      .from(parts)
      .where(inArray(sql`lower(${parts.partNo})`, numbers.slice(i, i + 1000)));
    for (const { key } of found) existingPartNos.add(key);
  }
  return { typeIds, existingPartNos };
}

async function checkFile(ctx: UserContext, filePath: string) {
  const rows = readPartImportRows(await readUploadedImportSheet(ctx, filePath, PART_SHEET_LIMITS));
  return { rows, ...checkPartImportRows(rows, await loadLookups(ctx, rows)) };
}

async function insertParts(ctx: UserContext, imported: ImportedPart[]) {
  const { tenantId, userId } = ctx.principal;
  for (let i = 0; i < imported.length; i += INSERT_BATCH) {
    const batch = imported.slice(i, i + INSERT_BATCH);
    const written = await ctx.tx
      .insert(parts)
      .values(batch.map((p) => ({ tenantId, ...p, createdBy: userId, updatedBy: userId })))
      // A part number added meanwhile by someone else: the whole import is refused below.
      .onConflictDoNothing()
      .returning({ id: parts.id });
    if (written.length !== batch.length) throw businessError('导入失败：零件号已存在，请重新导入');
  }
}

/** Imports every row or none: any bad row refuses the file with 9999 (checkImportParts lists them all). */
export async function importParts(ctx: UserContext, filePath: string) {
  const { parts: imported, errors } = await checkFile(ctx, filePath);
  const [first] = errors;
  if (first)
    throw businessError(
      `导入失败：${errors.length}行数据有误，未导入任何零件（第${first.row}行：${first.messages.join('；')}）`,
    );
  await insertParts(ctx, imported);
  discardUploadedImport(ctx, filePath);
  ctx.recordChange({
    entity: 'partImport',
    entityId: filePath,
    after: { importedCount: imported.length, partNos: imported.map((p) => p.partNo) },
  });
  return { importedCount: imported.length };
}

export async function checkPartImport(ctx: UserContext, filePath: string) {
  const { rows, errors } = await checkFile(ctx, filePath);
  return { rowCount: rows.length, errors };
}

export async function partsImportTemplate(ctx: UserContext) {
  const paths = [...typePaths(await allPartTypes(ctx.tx)).values()];
  const example: Record<keyof typeof PART_IMPORT_COLUMNS, string> = {
    partNo: `${PART_EXAMPLE_MARKER}BC-1001`,
    name: '制动钳体',
    type: paths.find((p) => p.includes('/')) ?? paths[0] ?? '',
    drawingNo: 'DWG-BC-1001',
    material: 'QT450-10',
    description: '示例行：零件号以【示例】开头的行不会导入',
  };
  return exportWorkbook({
    fileName: '零件导入模板.xlsx',
    sheetName: '零件',
    columns: (Object.keys(PART_IMPORT_COLUMNS) as Array<keyof typeof PART_IMPORT_COLUMNS>).map((key) => ({
      header: PART_IMPORT_COLUMNS[key],
      width: key === 'description' || key === 'type' ? 32 : 18,
      value: (row: typeof example) => row[key],
    })),
    rows: [example],
    rowFont: { italic: true, color: { argb: 'FF8C8C8C' } },
  });
}
