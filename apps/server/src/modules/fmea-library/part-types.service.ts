import { KNOWLEDGE_MESSAGES, PART_TYPE_MAX_DEPTH, PARTS_MESSAGES, type PartTypeNode } from '@qis/shared';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { dvpLibraryEntries, influencingFactors, knowledgeEntries, parts, partTypes } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { buildPartTypeTree, levelOf, type PartTypeRow, subtreeDepth, subtreeIds } from './part-type-tree';

const TYPE_NOT_FOUND = '零件类型不存在或已被删除';

export async function allPartTypes(tx: DbExecutor): Promise<PartTypeRow[]> {
  return tx
    .select({
      id: partTypes.id,
      parentId: partTypes.parentId,
      name: partTypes.name,
      sort: partTypes.sort,
      version: partTypes.version,
    })
    .from(partTypes)
    .orderBy(asc(partTypes.sort), asc(partTypes.name));
}

async function partCounts(tx: DbExecutor): Promise<Map<string, number>> {
  const rows = await tx
    .select({ typeId: parts.typeId, n: count() })
    .from(parts)
    .where(sql`${parts.typeId} is not null`)
    .groupBy(parts.typeId);
  return new Map(rows.map((r) => [r.typeId as string, r.n]));
}

export async function partTypeTree(ctx: UserContext): Promise<PartTypeNode[]> {
  return buildPartTypeTree(await allPartTypes(ctx.tx), await partCounts(ctx.tx));
}

async function nodeOf(ctx: UserContext, id: string): Promise<PartTypeNode> {
  const [row] = await ctx.tx.select().from(partTypes).where(eq(partTypes.id, id));
  if (!row) throw notFound(TYPE_NOT_FOUND);
  const [counted] = await ctx.tx.select({ n: count() }).from(parts).where(eq(parts.typeId, id));
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    sort: row.sort,
    partCount: counted?.n ?? 0,
    version: row.version,
    children: [],
  };
}

async function refuseTakenName(ctx: UserContext, parentId: string | null, name: string, exceptId?: string) {
  const [taken] = await ctx.tx
    .select({ id: partTypes.id })
    .from(partTypes)
    .where(
      and(
        parentId ? eq(partTypes.parentId, parentId) : isNull(partTypes.parentId),
        sql`lower(${partTypes.name}) = lower(${name})`,
        exceptId ? sql`${partTypes.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw businessError(PARTS_MESSAGES.typeNameTaken);
}

function requireParent(rows: PartTypeRow[], parentId: string | null) {
  if (parentId && !rows.some((r) => r.id === parentId)) throw badRequest('参数 parentId 无效：上级类型不存在');
}

export async function createPartType(ctx: UserContext, input: { name: string; parentId: string | null }) {
  const rows = await allPartTypes(ctx.tx);
  requireParent(rows, input.parentId);
  if (levelOf(rows, input.parentId) + 1 > PART_TYPE_MAX_DEPTH) throw businessError(PARTS_MESSAGES.typeTooDeep);
  await refuseTakenName(ctx, input.parentId, input.name);
  const siblings = rows.filter((r) => r.parentId === input.parentId);
  const { tenantId, userId } = ctx.principal;
  const [row] = await ctx.tx
    .insert(partTypes)
    .values({
      tenantId,
      parentId: input.parentId,
      name: input.name,
      sort: Math.max(0, ...siblings.map((s) => s.sort)) + 1,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: partTypes.id });
  if (!row) throw new Error('part type was not created');
  const node = await nodeOf(ctx, row.id);
  ctx.recordChange({ entity: 'partType', entityId: row.id, after: node });
  return node;
}

export async function editPartType(
  ctx: UserContext,
  input: { id: string; version: number; name: string; parentId: string | null },
) {
  const rows = await allPartTypes(ctx.tx);
  const before = rows.find((r) => r.id === input.id);
  if (!before) throw notFound(TYPE_NOT_FOUND);
  requireParent(rows, input.parentId);
  if (input.parentId && subtreeIds(rows, input.id).has(input.parentId)) throw businessError(PARTS_MESSAGES.typeCycle);
  if (levelOf(rows, input.parentId) + subtreeDepth(rows, input.id) > PART_TYPE_MAX_DEPTH)
    throw businessError(PARTS_MESSAGES.typeTooDeep);
  await refuseTakenName(ctx, input.parentId, input.name, input.id);
  await updateVersioned(ctx.tx, partTypes, input.id, input.version, {
    name: input.name,
    parentId: input.parentId,
    updatedBy: ctx.principal.userId,
  });
  const node = await nodeOf(ctx, input.id);
  ctx.recordChange({ entity: 'partType', entityId: input.id, before, after: node });
  return node;
}

export async function deletePartType(ctx: UserContext, id: string) {
  const node = await nodeOf(ctx, id);
  const [child] = await ctx.tx.select({ id: partTypes.id }).from(partTypes).where(eq(partTypes.parentId, id)).limit(1);
  if (child) throw businessError(PARTS_MESSAGES.typeHasChildren);
  if (node.partCount > 0) throw businessError(PARTS_MESSAGES.typeHasParts);
  const [entry] = await ctx.tx
    .select({ id: knowledgeEntries.id })
    .from(knowledgeEntries)
    .where(eq(knowledgeEntries.typeId, id))
    .limit(1);
  const [test] = await ctx.tx
    .select({ id: dvpLibraryEntries.id })
    .from(dvpLibraryEntries)
    .where(eq(dvpLibraryEntries.typeId, id))
    .limit(1);
  const [factor] = await ctx.tx
    .select({ id: influencingFactors.id })
    .from(influencingFactors)
    .where(eq(influencingFactors.typeId, id))
    .limit(1);
  if (entry || test || factor) throw businessError(KNOWLEDGE_MESSAGES.typeHasKnowledge);
  await ctx.tx.delete(partTypes).where(eq(partTypes.id, id));
  ctx.recordChange({ entity: 'partType', entityId: id, before: node });
  return true;
}
