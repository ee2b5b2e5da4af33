import {
  GENERIC_MODULE_TYPE,
  hasTasks,
  moduleTypeName,
  P,
  type TaskKind,
  type WorkflowDetail,
  type WorkflowInstanceItem,
  type WorkflowTaskItem,
  type WorkflowVariables,
} from '@qis/shared';
import { and, asc, count, countDistinct, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { users, workflowDefinitions, workflowHistory, workflowInstances, workflowTasks } from '../../db/tables';
import { can } from '../../platform/auth/principal';
import type { Transaction } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/escape-like';
import { forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { actOnTask, indexGraph, startFlow, type TaskActionInput, withdraw } from './engine';

// Reads of my workflows (counters, lists, details) and the HTTP face of the engine's actions.

const initiator = alias(users, 'initiator');
const assignee = alias(users, 'assignee');

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const BLOCKING = ['approve', 'handle'];

// ---------------------------------------------------------------------------------------------------------
// Counters

/** The user's pending tasks by kind (the header counters); `tx` is a transaction of the user's tenant. */
export async function taskCount(tx: Transaction, userId: string) {
  const rows = await tx
    .select({ kind: workflowTasks.kind, n: count() })
    .from(workflowTasks)
    .where(and(eq(workflowTasks.assigneeId, userId), eq(workflowTasks.status, 'pending')))
    .groupBy(workflowTasks.kind);
  const of = (kind: TaskKind) => rows.find((r) => r.kind === kind)?.n ?? 0;
  return { approveTaskCount: of('approve'), dealTaskCount: of('handle'), notifyTaskCount: of('notify') };
}

export async function flowInstanceNum(ctx: UserContext) {
  const me = ctx.principal.userId;
  const mine = eq(workflowTasks.assigneeId, me);
  const [wait] = await ctx.tx
    .select({ n: countDistinct(workflowTasks.instanceId) })
    .from(workflowTasks)
    .where(and(mine, eq(workflowTasks.status, 'pending')));
  const [disposed] = await ctx.tx
    .select({ n: countDistinct(workflowTasks.instanceId) })
    .from(workflowTasks)
    .where(and(mine, eq(workflowTasks.status, 'done'), inArray(workflowTasks.kind, BLOCKING)));
  const [initiated] = await ctx.tx
    .select({ n: count() })
    .from(workflowInstances)
    .where(eq(workflowInstances.initiatorId, me));
  return { waitNum: wait?.n ?? 0, disposedNum: disposed?.n ?? 0, initiatedNum: initiated?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------------------
// Lists

interface ListQuery {
  SkipCount: number;
  MaxResultCount: number;
  title?: string;
  moduleType?: number;
  startTime?: string;
  endTime?: string;
}
type Tab = 'all' | 'pending' | 'processed';

/** Start of a server-local day given as YYYY-MM-DD. */
function localDayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays);
}

/** The search every list shares: title, module type and a date range over `dateColumn`. */
function searchFilters(query: ListQuery, dateColumn: PgColumn): Array<SQL | undefined> {
  return [
    query.title ? ilike(workflowInstances.title, `%${escapeLike(query.title)}%`) : undefined,
    query.moduleType !== undefined ? eq(workflowInstances.moduleType, query.moduleType) : undefined,
    query.startTime ? gte(dateColumn, localDayStart(query.startTime)) : undefined,
    query.endTime ? lt(dateColumn, localDayStart(query.endTime, 1)) : undefined,
  ];
}

const taskColumns = {
  taskId: workflowTasks.id,
  instanceId: workflowInstances.id,
  title: workflowInstances.title,
  summary: workflowInstances.summary,
  moduleType: workflowInstances.moduleType,
  businessKey: workflowInstances.businessKey,
  nodeId: workflowTasks.nodeId,
  nodeName: workflowTasks.nodeName,
  kind: workflowTasks.kind,
  taskStatus: workflowTasks.status,
  action: workflowTasks.action,
  comment: workflowTasks.comment,
  instanceStatus: workflowInstances.status,
  initiatorId: workflowInstances.initiatorId,
  initiatorName: initiator.name,
  createdAt: workflowTasks.createdAt,
  completedAt: workflowTasks.completedAt,
  startedAt: workflowInstances.startedAt,
};
const selectTasks = (ctx: UserContext) =>
  ctx.tx
    .select(taskColumns)
    .from(workflowTasks)
    .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
    .innerJoin(initiator, eq(initiator.id, workflowInstances.initiatorId));
type TaskColumns = Awaited<ReturnType<typeof selectTasks>>[number];

const toTaskItem = (row: TaskColumns): WorkflowTaskItem => ({
  ...row,
  moduleTypeName: moduleTypeName(row.moduleType),
  kind: row.kind as WorkflowTaskItem['kind'],
  taskStatus: row.taskStatus as WorkflowTaskItem['taskStatus'],
  action: row.action as WorkflowTaskItem['action'],
  instanceStatus: row.instanceStatus as WorkflowTaskItem['instanceStatus'],
  createdAt: row.createdAt.toISOString(),
  completedAt: iso(row.completedAt),
  startedAt: row.startedAt.toISOString(),
});

async function taskPage(ctx: UserContext, query: ListQuery, where: SQL | undefined, order: SQL[]) {
  const { tx } = ctx;
  const items = await selectTasks(ctx)
    .where(where)
    .orderBy(...order, desc(workflowTasks.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await tx
    .select({ n: count() })
    .from(workflowTasks)
    .innerJoin(workflowInstances, eq(workflowInstances.id, workflowTasks.instanceId))
    .where(where);
  return { items: items.map(toTaskItem), totalCount: total?.n ?? 0 };
}

// all = pending + processed: a task closed without its assignee (another signed first, the flow was withdrawn or
// ended) is in neither, so it leaves the user's lists; the flow's detail still shows it.
const TAB_STATUS: Record<Tab, string[]> = {
  all: ['pending', 'done'],
  pending: ['pending'],
  processed: ['done'],
};

/** The user's tasks of one kind (to-review approve, to-do handle, to-read notify), by tab. */
export function kindTaskList(ctx: UserContext, kind: TaskKind, query: ListQuery & { tab: Tab }) {
  const where = and(
    eq(workflowTasks.assigneeId, ctx.principal.userId),
    eq(workflowTasks.kind, kind),
    inArray(workflowTasks.status, TAB_STATUS[query.tab]),
    ...searchFilters(query, workflowTasks.createdAt),
  );
  const order = query.tab === 'processed' ? [desc(workflowTasks.completedAt)] : [desc(workflowTasks.createdAt)];
  return taskPage(ctx, query, where, order);
}

/** Tasks the user approved, rejected or handled, latest first. */
export function processedTaskList(ctx: UserContext, query: ListQuery) {
  const where = and(
    eq(workflowTasks.assigneeId, ctx.principal.userId),
    eq(workflowTasks.status, 'done'),
    inArray(workflowTasks.kind, BLOCKING),
    ...searchFilters(query, workflowTasks.completedAt),
  );
  return taskPage(ctx, query, where, [desc(workflowTasks.completedAt)]);
}

/** Approve tasks the user approved or rejected (sign-off records), latest first. */
export function signOffRecordList(ctx: UserContext, query: ListQuery & { result?: 'approve' | 'reject' }) {
  const where = and(
    eq(workflowTasks.assigneeId, ctx.principal.userId),
    eq(workflowTasks.status, 'done'),
    eq(workflowTasks.kind, 'approve'),
    query.result ? eq(workflowTasks.action, query.result) : undefined,
    ...searchFilters(query, workflowTasks.completedAt),
  );
  return taskPage(ctx, query, where, [desc(workflowTasks.completedAt)]);
}

/** Whether anybody acted on an approve/handle task of the instance (as an SQL condition over the outer instance). */
const someoneActed = () =>
  sql`exists (select 1 from ${workflowTasks} t where t.instance_id = ${workflowInstances.id}
      and t.status = 'done' and t.kind in ('approve', 'handle'))`;

const instanceColumns = (userId: string) => ({
  id: workflowInstances.id,
  title: workflowInstances.title,
  summary: workflowInstances.summary,
  moduleType: workflowInstances.moduleType,
  businessKey: workflowInstances.businessKey,
  status: workflowInstances.status,
  currentNodeId: workflowInstances.currentNodeId,
  definitionId: workflowInstances.definitionId,
  initiatorId: workflowInstances.initiatorId,
  initiatorName: initiator.name,
  startedAt: workflowInstances.startedAt,
  endedAt: workflowInstances.endedAt,
  canWithdraw: sql<boolean>`(${workflowInstances.status} = 'running' and ${workflowInstances.initiatorId} = ${userId}
      and not ${someoneActed()})`,
  currentNodeName: sql<string | null>`(select t.node_name from ${workflowTasks} t
      where t.instance_id = ${workflowInstances.id} and t.node_id = ${workflowInstances.currentNodeId}
      order by t.created_at desc limit 1)`,
});

type InstanceColumns = Awaited<ReturnType<typeof selectInstances>>[number];

function selectInstances(ctx: UserContext) {
  return ctx.tx
    .select(instanceColumns(ctx.principal.userId))
    .from(workflowInstances)
    .innerJoin(initiator, eq(initiator.id, workflowInstances.initiatorId));
}

const toInstanceItem = (row: InstanceColumns): WorkflowInstanceItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  moduleType: row.moduleType,
  moduleTypeName: moduleTypeName(row.moduleType),
  businessKey: row.businessKey,
  status: row.status as WorkflowInstanceItem['status'],
  currentNodeName: row.status === 'running' ? row.currentNodeName : null,
  initiatorId: row.initiatorId,
  initiatorName: row.initiatorName,
  startedAt: row.startedAt.toISOString(),
  endedAt: iso(row.endedAt),
  canWithdraw: Boolean(row.canWithdraw),
});

/** Flows the user started, newest first: pending = running, processed = ended. */
export async function initiatedList(ctx: UserContext, query: ListQuery & { tab: Tab }) {
  const status =
    query.tab === 'pending'
      ? eq(workflowInstances.status, 'running')
      : query.tab === 'processed'
        ? sql`${workflowInstances.status} <> 'running'`
        : undefined;
  const where = and(
    eq(workflowInstances.initiatorId, ctx.principal.userId),
    status,
    ...searchFilters(query, workflowInstances.startedAt),
  );
  const rows = await selectInstances(ctx)
    .where(where)
    .orderBy(desc(workflowInstances.startedAt), desc(workflowInstances.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(workflowInstances).where(where);
  return { items: rows.map(toInstanceItem), totalCount: total?.n ?? 0 };
}

export async function instanceItem(ctx: UserContext, instanceId: string): Promise<WorkflowInstanceItem> {
  const [row] = await selectInstances(ctx).where(eq(workflowInstances.id, instanceId));
  if (!row) throw notFound('流程不存在或已被删除');
  return toInstanceItem(row);
}

async function taskItem(ctx: UserContext, taskId: string): Promise<WorkflowTaskItem | null> {
  const [row] = await selectTasks(ctx).where(eq(workflowTasks.id, taskId));
  return row ? toTaskItem(row) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Details

/** By task id: the task must be the caller's, or the caller must take part in its flow. */
export async function taskDetail(ctx: UserContext, taskId: string): Promise<WorkflowDetail> {
  const task = await taskItem(ctx, taskId);
  if (!task) throw notFound('事项不存在或已被删除');
  return detail(ctx, task.instanceId, task);
}

export function instanceDetail(ctx: UserContext, instanceId: string): Promise<WorkflowDetail> {
  return detail(ctx, instanceId, null);
}

async function detail(ctx: UserContext, instanceId: string, task: WorkflowTaskItem | null): Promise<WorkflowDetail> {
  const { tx, principal } = ctx;
  const [row] = await selectInstances(ctx).where(eq(workflowInstances.id, instanceId));
  if (!row) throw notFound('流程不存在或已被删除');
  const tasks = await tx
    .select({ task: workflowTasks, assigneeName: assignee.name })
    .from(workflowTasks)
    .innerJoin(assignee, eq(assignee.id, workflowTasks.assigneeId))
    .where(eq(workflowTasks.instanceId, instanceId))
    .orderBy(asc(workflowTasks.createdAt), asc(assignee.userName));
  // Detail pages skip the route's permission check (shell spec §2), but a flow is shown only to those in it.
  const takesPart = row.initiatorId === principal.userId || tasks.some((t) => t.task.assigneeId === principal.userId);
  if (!takesPart && !can(principal, P.system.WorkFlow.query)) throw forbidden('抱歉，你不是该流程的参与人，无权查看');

  const [definition] = await tx
    .select({
      name: workflowDefinitions.name,
      definitionVersion: workflowDefinitions.definitionVersion,
      graph: workflowDefinitions.graph,
    })
    .from(workflowDefinitions)
    .where(eq(workflowDefinitions.id, row.definitionId));
  if (!definition) throw notFound('流程定义不存在或已被删除');
  const graph = indexGraph(row.definitionId, definition.graph);

  const currentNodes: WorkflowDetail['currentNodes'] = [];
  if (row.status === 'running' && row.currentNodeId) {
    const node = graph.nodes.get(row.currentNodeId);
    const ofNode = tasks.filter((t) => t.task.nodeId === row.currentNodeId);
    // The node's latest activation: its tasks were all created in one transaction, so they share created_at.
    const latest = Math.max(...ofNode.map((t) => t.task.createdAt.getTime()));
    if (node && hasTasks(node))
      currentNodes.push({
        nodeId: node.id,
        nodeName: node.name,
        kind: node.type as TaskKind,
        signMode: node.signMode,
        assignees: ofNode
          .filter((t) => t.task.createdAt.getTime() === latest)
          .map((t) => ({
            userId: t.task.assigneeId,
            name: t.assigneeName,
            taskStatus: t.task.status as 'pending' | 'done' | 'cancelled',
          })),
      });
  }

  const mineOpen = tasks
    .filter((t) => t.task.assigneeId === principal.userId && t.task.status === 'pending')
    .sort((a, b) => Number(a.task.kind === 'notify') - Number(b.task.kind === 'notify'));
  const openTask = mineOpen[0] ? await taskItem(ctx, mineOpen[0].task.id) : null;

  const history = await tx
    .select()
    .from(workflowHistory)
    .where(eq(workflowHistory.instanceId, instanceId))
    .orderBy(asc(workflowHistory.seq));
  const instance = await tx
    .select({ variables: workflowInstances.variables })
    .from(workflowInstances)
    .where(eq(workflowInstances.id, instanceId));

  return {
    instance: {
      ...toInstanceItem(row),
      variables: instance[0]?.variables ?? {},
      definitionId: row.definitionId,
      definitionName: definition.name,
      definitionVersion: definition.definitionVersion,
    },
    graph: definition.graph,
    currentNodes,
    task,
    openTask,
    history: history.map((h) => ({
      id: h.id,
      action: h.action as WorkflowDetail['history'][number]['action'],
      nodeId: h.nodeId,
      nodeName: h.nodeName,
      actorId: h.actorId,
      actorName: h.actorName,
      comment: h.comment,
      rejectTo: h.rejectTo as 'initiator' | 'previous' | null,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Actions over HTTP

export async function start(
  ctx: UserContext,
  body: {
    title: string;
    summary: string;
    businessKey?: string;
    variables?: WorkflowVariables;
    assignees?: Array<{ nodeId: string; userIds: string[] }>;
  },
) {
  const instance = await startFlow(ctx, {
    moduleType: GENERIC_MODULE_TYPE,
    businessKey: body.businessKey,
    title: body.title,
    summary: body.summary,
    variables: body.variables,
    assignees: body.assignees ? Object.fromEntries(body.assignees.map((a) => [a.nodeId, a.userIds])) : undefined,
  });
  return instanceItem(ctx, instance.id);
}

export async function act(ctx: UserContext, taskId: string, input: TaskActionInput) {
  const { task, instance } = await actOnTask(ctx, taskId, input);
  const item = await taskItem(ctx, task.id);
  const now = await instanceItem(ctx, instance.id);
  return { task: item as WorkflowTaskItem, instanceStatus: now.status, currentNodeName: now.currentNodeName };
}

export async function withdrawFlow(ctx: UserContext, instanceId: string) {
  const instance = await withdraw(ctx, instanceId);
  return instanceItem(ctx, instance.id);
}
