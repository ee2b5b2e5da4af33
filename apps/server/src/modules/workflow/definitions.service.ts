import {
  describeNode,
  isDefaultEdge,
  isWorkflowModuleType,
  moduleTypeName,
  WORKFLOW_MODULE_TYPES,
  type WorkflowGraph,
  workflowGraphProblem,
} from '@qis/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  organizations,
  posts,
  roles,
  users,
  workflowDefinitions,
  workflowInstances,
  workflowModuleSettings,
} from '../../db/tables';
import type { Transaction } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/app-error';
import type { WorkflowContext } from './engine';
import { expressionSyntaxProblem } from './expression';

// Process management (shell spec §7): deployed definitions per module type, which one new flows use, deployment.

type Ctx = Pick<WorkflowContext, 'tx' | 'principal' | 'recordChange'>;

const checkedModuleType = (moduleType: number) => {
  if (!isWorkflowModuleType(moduleType)) throw badRequest(`参数 moduleType 无效：模块类型 ${moduleType} 不存在`);
  return moduleType;
};

export const moduleTypes = () => WORKFLOW_MODULE_TYPES.map((m) => ({ ...m }));

/** Per definition: how many instances run on it and in all. */
const instanceCounts = (tx: Transaction) =>
  tx
    .select({
      definitionId: workflowInstances.definitionId,
      total: count(),
      running: sql<number>`count(*) filter (where ${workflowInstances.status} = 'running')`.mapWith(Number),
    })
    .from(workflowInstances)
    .groupBy(workflowInstances.definitionId);

export async function moduleTypeList(ctx: Ctx) {
  const { tx } = ctx;
  const settings = await tx
    .select({
      moduleType: workflowModuleSettings.moduleType,
      definitionId: workflowModuleSettings.definitionId,
      name: workflowDefinitions.name,
      definitionVersion: workflowDefinitions.definitionVersion,
    })
    .from(workflowModuleSettings)
    .leftJoin(workflowDefinitions, eq(workflowDefinitions.id, workflowModuleSettings.definitionId));
  const versions = await tx
    .select({
      moduleType: workflowDefinitions.moduleType,
      latest: sql<number>`max(${workflowDefinitions.definitionVersion})`.mapWith(Number),
      n: count(),
    })
    .from(workflowDefinitions)
    .groupBy(workflowDefinitions.moduleType);
  const running = await tx
    .select({ moduleType: workflowInstances.moduleType, n: count() })
    .from(workflowInstances)
    .where(eq(workflowInstances.status, 'running'))
    .groupBy(workflowInstances.moduleType);
  return WORKFLOW_MODULE_TYPES.map((m) => {
    const setting = settings.find((s) => s.moduleType === m.moduleType);
    const version = versions.find((v) => v.moduleType === m.moduleType);
    return {
      moduleType: m.moduleType,
      moduleTypeName: m.moduleTypeName,
      definitionId: setting?.definitionId ?? null,
      definitionName: setting?.name ?? null,
      definitionVersion: setting?.definitionVersion ?? null,
      latestVersion: version?.latest ?? null,
      versionCount: version?.n ?? 0,
      runningInstanceCount: running.find((r) => r.moduleType === m.moduleType)?.n ?? 0,
    };
  });
}

const definitionColumns = {
  id: workflowDefinitions.id,
  moduleType: workflowDefinitions.moduleType,
  name: workflowDefinitions.name,
  definitionVersion: workflowDefinitions.definitionVersion,
  createdAt: workflowDefinitions.createdAt,
  deployedByName: users.name,
  selectedId: workflowModuleSettings.definitionId,
};

async function definitionItems(
  ctx: Ctx,
  where: ReturnType<typeof eq> | undefined,
  page?: { skip: number; take: number },
) {
  const { tx } = ctx;
  let query = tx
    .select(definitionColumns)
    .from(workflowDefinitions)
    .leftJoin(users, eq(users.id, workflowDefinitions.createdBy))
    .leftJoin(
      workflowModuleSettings,
      and(
        eq(workflowModuleSettings.tenantId, workflowDefinitions.tenantId),
        eq(workflowModuleSettings.moduleType, workflowDefinitions.moduleType),
      ),
    )
    .where(where)
    .orderBy(asc(workflowDefinitions.moduleType), desc(workflowDefinitions.definitionVersion))
    .$dynamic();
  if (page) query = query.limit(page.take).offset(page.skip);
  const rows = await query;
  const ids = rows.map((r) => r.id);
  const counts = ids.length > 0 ? await instanceCounts(tx).where(inArray(workflowInstances.definitionId, ids)) : [];
  return rows.map((r) => {
    const c = counts.find((x) => x.definitionId === r.id);
    return {
      id: r.id,
      moduleType: r.moduleType,
      moduleTypeName: moduleTypeName(r.moduleType),
      name: r.name,
      definitionVersion: r.definitionVersion,
      isSelected: r.selectedId === r.id,
      deployedAt: r.createdAt.toISOString(),
      deployedByName: r.deployedByName,
      instanceCount: c?.total ?? 0,
      runningInstanceCount: c?.running ?? 0,
    };
  });
}

export async function processManagementList(
  ctx: Ctx,
  query: { SkipCount: number; MaxResultCount: number; moduleType?: number },
) {
  const where = query.moduleType !== undefined ? eq(workflowDefinitions.moduleType, query.moduleType) : undefined;
  const items = await definitionItems(ctx, where, { skip: query.SkipCount, take: query.MaxResultCount });
  const [total] = await ctx.tx.select({ n: count() }).from(workflowDefinitions).where(where);
  return { items, totalCount: total?.n ?? 0 };
}

export async function processDefinition(ctx: Ctx, id: string) {
  const [item] = await definitionItems(ctx, eq(workflowDefinitions.id, id));
  if (!item) throw notFound('流程定义不存在或已被删除');
  const [row] = await ctx.tx
    .select({ graph: workflowDefinitions.graph })
    .from(workflowDefinitions)
    .where(eq(workflowDefinitions.id, id));
  return { ...item, graph: row?.graph as WorkflowGraph };
}

export async function assigneeOptions(ctx: Ctx) {
  const { tx } = ctx;
  const [userRows, roleRows, postRows] = [
    await tx
      .select({ id: users.id, name: users.name, userName: users.userName })
      .from(users)
      .where(eq(users.isActive, true))
      .orderBy(asc(users.userName)),
    await tx.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name)),
    await tx
      .select({ id: posts.id, name: posts.name, organizationName: organizations.name })
      .from(posts)
      .leftJoin(organizations, eq(organizations.id, posts.organizationId))
      .orderBy(asc(posts.name)),
  ];
  return { users: userRows, roles: roleRows, posts: postRows };
}

/** Makes new flows of the module type start on one of its deployed definitions. */
export async function selectProcess(ctx: Ctx, input: { moduleType: number; definitionId: string }) {
  const moduleType = checkedModuleType(input.moduleType);
  const [definition] = await ctx.tx
    .select({ id: workflowDefinitions.id, moduleType: workflowDefinitions.moduleType })
    .from(workflowDefinitions)
    .where(eq(workflowDefinitions.id, input.definitionId));
  if (!definition) throw badRequest('参数 definitionId 无效：流程定义不存在');
  if (definition.moduleType !== moduleType) throw badRequest('参数 definitionId 无效：该流程定义不属于所选模块类型');
  const before = await selectedDefinition(ctx.tx, ctx.principal.tenantId, moduleType);
  await upsertSelection(ctx, moduleType, definition.id);
  ctx.recordChange?.({
    entity: 'workflowModuleSetting',
    entityId: String(moduleType),
    before: { definitionId: before },
    after: { definitionId: definition.id },
  });
  const list = await moduleTypeList(ctx);
  return list.find((m) => m.moduleType === moduleType) as (typeof list)[number];
}

async function selectedDefinition(tx: Transaction, tenantId: string, moduleType: number) {
  const [row] = await tx
    .select({ definitionId: workflowModuleSettings.definitionId })
    .from(workflowModuleSettings)
    .where(and(eq(workflowModuleSettings.tenantId, tenantId), eq(workflowModuleSettings.moduleType, moduleType)));
  return row?.definitionId ?? null;
}

/** Writes the selection row, locking it for the rest of the transaction (deployments of one module type queue). */
async function upsertSelection(ctx: Ctx, moduleType: number, definitionId: string | null) {
  const { tenantId, userId } = ctx.principal;
  await ctx.tx
    .insert(workflowModuleSettings)
    .values({ tenantId, moduleType, definitionId, createdBy: userId, updatedBy: userId })
    .onConflictDoUpdate({
      target: [workflowModuleSettings.tenantId, workflowModuleSettings.moduleType],
      set: definitionId
        ? {
            definitionId,
            updatedBy: userId,
            updatedAt: sql`now()`,
            version: sql`${workflowModuleSettings.version} + 1`,
          }
        : { updatedAt: sql`now()` },
    });
}

/** The first problem of a graph the server alone can see: condition syntax, assignees that do not exist. */
async function graphReferenceProblem(tx: Transaction, tenantId: string, graph: WorkflowGraph): Promise<string | null> {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  for (const edge of graph.edges) {
    if (isDefaultEdge(edge)) continue;
    const problem = expressionSyntaxProblem(edge.condition as string);
    if (problem) {
      const from = byId.get(edge.from);
      const to = byId.get(edge.to);
      return `连线「${from?.name ?? edge.from} → ${to?.name ?? edge.to}」的条件表达式有误：${problem}`;
    }
  }
  const wanted = { user: new Set<string>(), role: new Set<string>(), post: new Set<string>() };
  for (const node of graph.nodes)
    for (const a of node.assignees)
      if (a.type === 'user' || a.type === 'role' || a.type === 'post') wanted[a.type].add(a.id);
  const existing = async (
    ids: Set<string>,
    table: typeof users | typeof roles | typeof posts,
    extra?: ReturnType<typeof eq>,
  ) => {
    if (ids.size === 0) return new Set<string>();
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), inArray(table.id, [...ids]), extra));
    return new Set(rows.map((r) => r.id));
  };
  const found = {
    user: await existing(wanted.user, users, eq(users.isActive, true)),
    role: await existing(wanted.role, roles),
    post: await existing(wanted.post, posts),
  };
  const WORD = { user: '用户', role: '角色', post: '岗位' } as const;
  for (const node of graph.nodes)
    for (const a of node.assignees)
      if ((a.type === 'user' || a.type === 'role' || a.type === 'post') && !found[a.type].has(a.id))
        return `${describeNode(node)}引用的${WORD[a.type]}不存在${a.type === 'user' ? '或已停用' : ''}`;
  return null;
}

/**
 * Validates a graph and deploys it as the module type's next version, which new flows then start on. Running flows
 * keep the version they started with. A graph with a problem answers 400 naming it in Chinese.
 */
export async function deployProcess(ctx: Ctx, input: { moduleType: number; name: string; graph: WorkflowGraph }) {
  const moduleType = checkedModuleType(input.moduleType);
  const problem =
    workflowGraphProblem(input.graph) ?? (await graphReferenceProblem(ctx.tx, ctx.principal.tenantId, input.graph));
  if (problem) throw badRequest(`流程图有误：${problem}`);
  const { tenantId, userId } = ctx.principal;
  // Lock the module type's selection row first, so that two deployments never take the same version number.
  await upsertSelection(ctx, moduleType, null);
  const [latest] = await ctx.tx
    .select({ v: sql<number>`coalesce(max(${workflowDefinitions.definitionVersion}), 0)`.mapWith(Number) })
    .from(workflowDefinitions)
    .where(and(eq(workflowDefinitions.tenantId, tenantId), eq(workflowDefinitions.moduleType, moduleType)));
  const [definition] = await ctx.tx
    .insert(workflowDefinitions)
    .values({
      tenantId,
      moduleType,
      definitionVersion: (latest?.v ?? 0) + 1,
      name: input.name,
      graph: input.graph,
      createdBy: userId,
    })
    .returning({ id: workflowDefinitions.id, definitionVersion: workflowDefinitions.definitionVersion });
  if (!definition) throw new Error('workflow definition was not created');
  await upsertSelection(ctx, moduleType, definition.id);
  ctx.recordChange?.({
    entity: 'workflowDefinition',
    entityId: definition.id,
    after: { moduleType, name: input.name, definitionVersion: definition.definitionVersion },
  });
  const [item] = await definitionItems(ctx, eq(workflowDefinitions.id, definition.id));
  return item as NonNullable<typeof item>;
}
