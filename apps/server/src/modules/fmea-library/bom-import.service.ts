import { BOM_MAX_LINES, BOM_MESSAGES } from '@qis/shared';
import { inArray, sql } from 'drizzle-orm';
import { boms, parts } from '../../db/tables';
import type { SheetLimits } from '../../platform/excel/sheet-limits';
import { discardUploadedImport, readUploadedImportSheet } from '../../platform/excel/uploaded-import';
import { badRequest, businessError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { insertBom, productPlatforms } from './bom.service';
import { checkBomImportRows, readBomImportRows } from './bom-import-rows';
import { linesToRows } from './bom-tree';

const BOM_SHEET_LIMITS: SheetLimits = { rows: BOM_MAX_LINES + 100, columns: 30, header: true };

interface ImportInput {
  filePath: string;
  importType: '1' | '2';
  productPlatform: string | null;
  bomNo: string;
  name: string;
}

/** Import type '2' is a platform's BOM: 400 '请选择产品平台' without one (spec §5, §8); an unknown one is 400 too. */
async function checkHeader(ctx: UserContext, input: ImportInput) {
  if (input.importType === '2' && !input.productPlatform)
    throw badRequest(`参数 productPlatform 无效：${BOM_MESSAGES.platformRequired}`);
  if (input.productPlatform && !(await productPlatforms(ctx)).has(input.productPlatform))
    throw badRequest(`参数 productPlatform 无效：${BOM_MESSAGES.unknownPlatform}`);
}

async function checkFile(ctx: UserContext, input: ImportInput) {
  await checkHeader(ctx, input);
  const rows = readBomImportRows(await readUploadedImportSheet(ctx, input.filePath, BOM_SHEET_LIMITS));
  const numbers = [...new Set(rows.map((r) => r.cells.partNo.toLowerCase()).filter(Boolean))];
  const partIds = new Map<string, string>();
  for (let i = 0; i < numbers.length; i += 1000) {
    const found = await ctx.tx
      .select({ id: parts.id, key: sql<string>`lower(${parts.partNo})` })
      .from(parts)
      .where(inArray(sql`lower(${parts.partNo})`, numbers.slice(i, i + 1000)));
    for (const { id, key } of found) partIds.set(key, id);
  }
  return { rows, ...checkBomImportRows(rows, partIds) };
}

async function refuseTakenNumber(ctx: UserContext, bomNo: string) {
  const [taken] = await ctx.tx.select({ id: boms.id }).from(boms).where(sql`lower(${boms.bomNo}) = lower(${bomNo})`);
  if (taken) throw businessError(BOM_MESSAGES.bomNoTaken);
}

/** The BOM and the parts it adds to the library, all or nothing: any bad row refuses the file with 9999. */
export async function importBom(ctx: UserContext, input: ImportInput) {
  const { lines, newParts, errors } = await checkFile(ctx, input);
  const [first] = errors;
  if (first)
    throw businessError(
      `导入失败：${errors.length}行数据有误，未导入任何数据（第${first.row}行：${first.messages.join('；')}）`,
    );
  await refuseTakenNumber(ctx, input.bomNo);
  const { tenantId, userId } = ctx.principal;
  const created = new Map<string, string>();
  for (let i = 0; i < newParts.length; i += 500) {
    const written = await ctx.tx
      .insert(parts)
      .values(newParts.slice(i, i + 500).map((p) => ({ tenantId, ...p, createdBy: userId, updatedBy: userId })))
      .onConflictDoNothing()
      .returning({ id: parts.id, partNo: parts.partNo });
    if (written.length !== Math.min(500, newParts.length - i))
      throw businessError('导入失败：零件号已存在，请重新导入');
    for (const p of written) created.set(`new:${p.partNo.toLowerCase()}`, p.id);
  }
  const result = linesToRows(lines.map((l) => ({ ...l, partId: created.get(l.partId) ?? l.partId })));
  if ('problem' in result) throw businessError(`导入失败：${result.problem.message}`);
  const bom = await insertBom(
    ctx,
    { bomNo: input.bomNo, name: input.name, productPlatform: input.productPlatform, description: null },
    result.rows,
  );
  discardUploadedImport(ctx, input.filePath);
  ctx.recordChange({
    entity: 'bomImport',
    entityId: bom.id,
    after: { bomNo: bom.bomNo, lineCount: result.rows.length, createdParts: newParts.map((p) => p.partNo) },
  });
  return { id: bom.id, lineCount: result.rows.length, createdPartCount: newParts.length };
}

export async function checkBomImport(ctx: UserContext, input: ImportInput) {
  const { rows, errors } = await checkFile(ctx, input);
  return { rowCount: rows.length, errors };
}
