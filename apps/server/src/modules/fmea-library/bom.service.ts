import { BOM_MESSAGES, type BomDto, type BomSummaryDto, P, type PermissionRequirement } from '@qis/shared';
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { bomLines, boms, parts, users } from '../../db/tables';
import { canAny } from '../../platform/auth/principal';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { activeItemsOfType } from '../dictionary';
import { gatherParts, type LineInput, type LineRow, linesToRows, treeOrder } from './bom-tree';

type BomRow = typeof boms.$inferSelect;

const BOM_NOT_FOUND = 'BOM不存在或已被删除';
const PLATFORM_DICTIONARY = 'productPlatform';

export interface BomInput {
  bomNo: string;
  name: string;
  productPlatform: string | null;
  description: string | null;
  lines: LineInput[];
}

/** Code → name of the enabled product platforms. */
export async function productPlatforms(ctx: UserContext): Promise<Map<string, string>> {
  const items = await activeItemsOfType(ctx.tx, PLATFORM_DICTIONARY);
  return new Map(items.map((i) => [i.code, i.name]));
}

const lineCountOf = sql<number>`(select count(*)::int from bom_lines l where l.bom_id = boms.id)`;

const summaryOf = (
  row: BomRow,
  lineCount: number,
  updatedByName: string | null,
  platforms: Map<string, string>,
): BomSummaryDto => ({
  id: row.id,
  bomNo: row.bomNo,
  name: row.name,
  productPlatform: row.productPlatform,
  productPlatformName: row.productPlatform ? (platforms.get(row.productPlatform) ?? null) : null,
  description: row.description,
  lineCount,
  updateTime: row.updatedAt.toISOString(),
  updatedByName,
  version: row.version,
});

export async function bomPage(
  ctx: UserContext,
  query: {
    SkipCount: number;
    MaxResultCount: number;
    keyword?: string | undefined;
    productPlatform?: string | undefined;
  },
) {
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const where = and(
    like ? or(ilike(boms.bomNo, like), ilike(boms.name, like)) : undefined,
    query.productPlatform ? eq(boms.productPlatform, query.productPlatform) : undefined,
  );
  const rows = await ctx.tx
    .select({ bom: boms, lineCount: lineCountOf, updatedByName: users.name })
    .from(boms)
    .leftJoin(users, eq(users.id, boms.updatedBy))
    .where(where)
    .orderBy(desc(boms.updatedAt), desc(boms.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(boms).where(where);
  const platforms = await productPlatforms(ctx);
  return {
    items: rows.map((r) => summaryOf(r.bom, r.lineCount, r.updatedByName, platforms)),
    totalCount: total?.n ?? 0,
  };
}

async function requireBom(ctx: UserContext, id: string): Promise<BomRow> {
  const [row] = await ctx.tx.select().from(boms).where(eq(boms.id, id));
  if (!row) throw notFound(BOM_NOT_FOUND);
  return row;
}

async function storedLines(ctx: UserContext, bomId: string) {
  return ctx.tx
    .select({
      id: bomLines.id,
      parentId: bomLines.parentId,
      partId: bomLines.partId,
      partNo: parts.partNo,
      partName: parts.name,
      drawingNo: parts.drawingNo,
      material: parts.material,
      quantity: bomLines.quantity,
      remark: bomLines.remark,
      sort: bomLines.sort,
    })
    .from(bomLines)
    .innerJoin(parts, eq(parts.id, bomLines.partId))
    .where(eq(bomLines.bomId, bomId));
}

async function dtoOf(ctx: UserContext, row: BomRow): Promise<BomDto> {
  const lines = treeOrder(await storedLines(ctx, row.id));
  const [user] = row.updatedBy
    ? await ctx.tx.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy))
    : [];
  return { ...summaryOf(row, lines.length, user?.name ?? null, await productPlatforms(ctx)), lines };
}

export async function getBom(ctx: UserContext, id: string) {
  return dtoOf(ctx, await requireBom(ctx, id));
}

/** 400 naming the field for an unknown platform or part, or a broken tree; 9999 for a taken number. */
async function checkedRows(ctx: UserContext, input: BomInput, exceptId?: string): Promise<LineRow[]> {
  if (input.productPlatform && !(await productPlatforms(ctx)).has(input.productPlatform))
    throw badRequest(`参数 productPlatform 无效：${BOM_MESSAGES.unknownPlatform}`);
  const partIds = [...new Set(input.lines.map((l) => l.partId))];
  const known = new Set<string>();
  for (let i = 0; i < partIds.length; i += 1000) {
    const found = await ctx.tx
      .select({ id: parts.id })
      .from(parts)
      .where(inArray(parts.id, partIds.slice(i, i + 1000)));
    for (const { id } of found) known.add(id);
  }
  const unknown = input.lines.findIndex((l) => !known.has(l.partId));
  if (unknown >= 0) throw badRequest(`参数 lines.${unknown}.partId 无效：零件不存在或已被删除`);
  // An edit keeps the ids of the lines it still has (the editor sends a stored line's id as its key).
  const kept = exceptId
    ? new Set(
        (await ctx.tx.select({ id: bomLines.id }).from(bomLines).where(eq(bomLines.bomId, exceptId))).map((l) => l.id),
      )
    : undefined;
  const result = linesToRows(input.lines, kept);
  if ('problem' in result) throw badRequest(`参数 ${result.problem.field} 无效：${result.problem.message}`);
  const [taken] = await ctx.tx
    .select({ id: boms.id })
    .from(boms)
    .where(
      and(sql`lower(${boms.bomNo}) = lower(${input.bomNo})`, exceptId ? sql`${boms.id} <> ${exceptId}` : undefined),
    );
  if (taken) throw businessError(BOM_MESSAGES.bomNoTaken);
  return result.rows;
}

export async function insertLines(ctx: UserContext, bomId: string, rows: LineRow[]) {
  const tenantId = ctx.principal.tenantId;
  for (let i = 0; i < rows.length; i += 500)
    await ctx.tx.insert(bomLines).values(rows.slice(i, i + 500).map((r) => ({ ...r, tenantId, bomId })));
}

export async function insertBom(ctx: UserContext, input: Omit<BomInput, 'lines'>, rows: LineRow[]) {
  const { tenantId, userId } = ctx.principal;
  const [row] = await ctx.tx
    .insert(boms)
    .values({
      tenantId,
      bomNo: input.bomNo,
      name: input.name,
      productPlatform: input.productPlatform,
      description: input.description,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning();
  if (!row) throw new Error('bom was not created');
  await insertLines(ctx, row.id, rows);
  return row;
}

export async function createBom(ctx: UserContext, input: BomInput) {
  const rows = await checkedRows(ctx, input);
  const row = await insertBom(ctx, input, rows);
  const dto = await dtoOf(ctx, row);
  ctx.recordChange({ entity: 'bom', entityId: row.id, after: { ...dto, lines: dto.lines.length } });
  return dto;
}

export async function editBom(ctx: UserContext, input: BomInput & { id: string; version: number }) {
  const before = await requireBom(ctx, input.id);
  const rows = await checkedRows(ctx, input, input.id);
  const row = await updateVersioned(ctx.tx, boms, input.id, input.version, {
    bomNo: input.bomNo,
    name: input.name,
    productPlatform: input.productPlatform,
    description: input.description,
    updatedBy: ctx.principal.userId,
  });
  await ctx.tx.delete(bomLines).where(eq(bomLines.bomId, input.id));
  await insertLines(ctx, input.id, rows);
  const dto = await dtoOf(ctx, row);
  ctx.recordChange({
    entity: 'bom',
    entityId: input.id,
    before: { bomNo: before.bomNo, name: before.name, version: before.version },
    after: { bomNo: dto.bomNo, name: dto.name, version: dto.version, lines: dto.lines.length },
  });
  return dto;
}

export async function deleteBom(ctx: UserContext, id: string) {
  const row = await requireBom(ctx, id);
  await ctx.tx.delete(boms).where(eq(boms.id, id));
  ctx.recordChange({ entity: 'bom', entityId: id, before: { bomNo: row.bomNo, name: row.name } });
  return true;
}

/** Who may gather a BOM's parts: readers of the BOM library, and editors of an FMEA project of any kind. */
const GATHERERS: readonly PermissionRequirement[] = [
  P.fmea.BOM.query,
  P.fmea.MyDFMEA.edit,
  P.fmea.MyPFMEA.edit,
  P.fmea.MyFMEAMSR.edit,
];

export async function partGather(ctx: UserContext, bomId: string, lineId: string | null) {
  if (!canAny(ctx.principal, GATHERERS)) throw forbidden();
  await requireBom(ctx, bomId);
  const lines = await storedLines(ctx, bomId);
  if (lineId && !lines.some((l) => l.id === lineId)) throw notFound('BOM行不存在或已被删除');
  return gatherParts(lines, lineId);
}
