import {
  P,
  type PermissionRequirement,
  PROCESS_CLASSIFICATION_MAX_DEPTH,
  PROCESS_MESSAGES,
  type ProcessClassificationNode,
} from '@qis/shared';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { processClassifications, processItems } from '../../db/tables';
import { canAny } from '../../platform/auth/principal';
import type { DbExecutor } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { levelOf, subtreeDepth, subtreeIds } from '../fmea-library';

// The process classification tree (/FMEAProcessClassification), built in memory from the tenant's rows.

const NOT_FOUND = '工序分类不存在或已被删除';

interface ClassificationRow {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  version: number;
}

/** Who may read the tree: the classification library, the process flows, and PFMEA projects (which pick processes). */
const TREE_READERS: readonly PermissionRequirement[] = [
  P.fmea.ProcessClassification.query,
  P.fmea.Process.query,
  P.fmea.MyPFMEA.query,
];

export async function allClassifications(tx: DbExecutor): Promise<ClassificationRow[]> {
  return tx
    .select({
      id: processClassifications.id,
      parentId: processClassifications.parentId,
      name: processClassifications.name,
      sort: processClassifications.sort,
      version: processClassifications.version,
    })
    .from(processClassifications)
    .orderBy(asc(processClassifications.sort), asc(processClassifications.name));
}

/** The tree of the rows, siblings by sort then name; a row whose parent is gone is a root. */
function buildTree(rows: readonly ClassificationRow[], counts: ReadonlyMap<string, number>) {
  const nodes = new Map<string, ProcessClassificationNode>(
    rows.map((r) => [r.id, { ...r, processCount: counts.get(r.id) ?? 0, children: [] }]),
  );
  const roots: ProcessClassificationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const order = (list: ProcessClassificationNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh-CN'));
    for (const n of list) order(n.children);
  };
  order(roots);
  return roots;
}

async function processCounts(tx: DbExecutor): Promise<Map<string, number>> {
  const rows = await tx
    .select({ classificationId: processItems.classificationId, n: count() })
    .from(processItems)
    .where(sql`${processItems.classificationId} is not null`)
    .groupBy(processItems.classificationId);
  return new Map(rows.map((r) => [r.classificationId as string, r.n]));
}

export async function classificationTree(ctx: UserContext): Promise<ProcessClassificationNode[]> {
  if (!canAny(ctx.principal, TREE_READERS)) throw forbidden();
  return buildTree(await allClassifications(ctx.tx), await processCounts(ctx.tx));
}

async function nodeOf(ctx: UserContext, id: string): Promise<ProcessClassificationNode> {
  const [row] = await ctx.tx.select().from(processClassifications).where(eq(processClassifications.id, id));
  if (!row) throw notFound(NOT_FOUND);
  const [counted] = await ctx.tx.select({ n: count() }).from(processItems).where(eq(processItems.classificationId, id));
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    sort: row.sort,
    processCount: counted?.n ?? 0,
    version: row.version,
    children: [],
  };
}

async function refuseTakenName(ctx: UserContext, parentId: string | null, name: string, exceptId?: string) {
  const [taken] = await ctx.tx
    .select({ id: processClassifications.id })
    .from(processClassifications)
    .where(
      and(
        parentId ? eq(processClassifications.parentId, parentId) : isNull(processClassifications.parentId),
        sql`lower(${processClassifications.name}) = lower(${name})`,
        exceptId ? sql`${processClassifications.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw businessError(PROCESS_MESSAGES.classificationNameTaken);
}

function requireParent(rows: ClassificationRow[], parentId: string | null) {
  if (parentId && !rows.some((r) => r.id === parentId)) throw badRequest('参数 parentId 无效：上级分类不存在');
}

export async function createClassification(ctx: UserContext, input: { name: string; parentId: string | null }) {
  const rows = await allClassifications(ctx.tx);
  requireParent(rows, input.parentId);
  if (levelOf(rows, input.parentId) + 1 > PROCESS_CLASSIFICATION_MAX_DEPTH)
    throw businessError(PROCESS_MESSAGES.classificationTooDeep);
  await refuseTakenName(ctx, input.parentId, input.name);
  const siblings = rows.filter((r) => r.parentId === input.parentId);
  const { tenantId, userId } = ctx.principal;
  const [row] = await ctx.tx
    .insert(processClassifications)
    .values({
      tenantId,
      parentId: input.parentId,
      name: input.name,
      sort: Math.max(0, ...siblings.map((s) => s.sort)) + 1,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: processClassifications.id });
  if (!row) throw new Error('process classification was not created');
  const node = await nodeOf(ctx, row.id);
  ctx.recordChange({ entity: 'processClassification', entityId: row.id, after: node });
  return node;
}

export async function editClassification(
  ctx: UserContext,
  input: { id: string; version: number; name: string; parentId: string | null },
) {
  const rows = await allClassifications(ctx.tx);
  const before = rows.find((r) => r.id === input.id);
  if (!before) throw notFound(NOT_FOUND);
  requireParent(rows, input.parentId);
  if (input.parentId && subtreeIds(rows, input.id).has(input.parentId))
    throw businessError(PROCESS_MESSAGES.classificationCycle);
  if (levelOf(rows, input.parentId) + subtreeDepth(rows, input.id) > PROCESS_CLASSIFICATION_MAX_DEPTH)
    throw businessError(PROCESS_MESSAGES.classificationTooDeep);
  await refuseTakenName(ctx, input.parentId, input.name, input.id);
  await updateVersioned(ctx.tx, processClassifications, input.id, input.version, {
    name: input.name,
    parentId: input.parentId,
    updatedBy: ctx.principal.userId,
  });
  const node = await nodeOf(ctx, input.id);
  ctx.recordChange({ entity: 'processClassification', entityId: input.id, before, after: node });
  return node;
}

export async function deleteClassification(ctx: UserContext, id: string) {
  const node = await nodeOf(ctx, id);
  const [child] = await ctx.tx
    .select({ id: processClassifications.id })
    .from(processClassifications)
    .where(eq(processClassifications.parentId, id))
    .limit(1);
  if (child) throw businessError(PROCESS_MESSAGES.classificationHasChildren);
  if (node.processCount > 0) throw businessError(PROCESS_MESSAGES.classificationHasProcesses);
  await ctx.tx.delete(processClassifications).where(eq(processClassifications.id, id));
  ctx.recordChange({ entity: 'processClassification', entityId: id, before: node });
  return true;
}
