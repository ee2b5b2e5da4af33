import { randomUUID } from 'node:crypto';
import {
  describeNode,
  isBlockingNode,
  isDefaultEdge,
  isWorkflowModuleType,
  moduleTypeName,
  type TaskKind,
  type WorkflowEdge,
  type WorkflowGraph,
  type WorkflowNode,
  type WorkflowVariables,
} from '@qis/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  users,
  workflowDefinitions,
  workflowHistory,
  workflowInstances,
  workflowModuleSettings,
  workflowTasks,
} from '../../db/tables';
import type { Principal } from '../../platform/auth/principal';
import type { Transaction } from '../../platform/db/database';
import { badRequest, businessError, conflict, forbidden, notFound } from '../../platform/http/app-error';
import type { EntityChange } from '../../platform/http/request-context';
import { resolveAssignees } from './assignees';
import { deliverWorkflowEvents, runTransitionHandlers, type WorkflowEvent, type WorkflowEventBase } from './events';
import { evaluateCondition } from './expression';

/**
 * What the engine needs from its caller: the tenant transaction, who acts, and where to put work for after the
 * commit. A request's UserContext is one; a background job builds its own (see runWorkflow in index.ts).
 */
export interface WorkflowContext {
  tx: Transaction;
  principal: Pick<Principal, 'userId' | 'tenantId' | 'name'>;
  afterCommit(work: () => void | Promise<void>): void;
  recordChange?(change: EntityChange): void;
}

export type InstanceRow = typeof workflowInstances.$inferSelect;
export type TaskRow = typeof workflowTasks.$inferSelect;
export type DefinitionRow = typeof workflowDefinitions.$inferSelect;

/** The message of shell spec §8 for a task someone already handled (or that was closed without its assignee). */
export const ALREADY_HANDLED = '该事项已办理';

// ---------------------------------------------------------------------------------------------------------
// Graphs: definitions never change once deployed, so their indexed graphs are kept by definition id.

export interface IndexedGraph {
  graph: WorkflowGraph;
  nodes: Map<string, WorkflowNode>;
  outgoing: Map<string, WorkflowEdge[]>;
  start: WorkflowNode;
}

const graphCache = new Map<string, IndexedGraph>();
const GRAPH_CACHE_LIMIT = 500;

export function indexGraph(definitionId: string, graph: WorkflowGraph): IndexedGraph {
  const cached = graphCache.get(definitionId);
  if (cached) return cached;
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const outgoing = new Map<string, WorkflowEdge[]>(graph.nodes.map((n) => [n.id, []]));
  for (const edge of graph.edges) outgoing.get(edge.from)?.push(edge);
  const start = graph.nodes.find((n) => n.type === 'start');
  if (!start) throw new Error(`workflow definition ${definitionId} has no start node`);
  const indexed = { graph, nodes, outgoing, start };
  if (graphCache.size >= GRAPH_CACHE_LIMIT) graphCache.delete(graphCache.keys().next().value as string);
  graphCache.set(definitionId, indexed);
  return indexed;
}

const nodeOf = (g: IndexedGraph, id: string): WorkflowNode => {
  const node = g.nodes.get(id);
  if (!node) throw new Error(`workflow node ${id} is not in its definition`);
  return node;
};

export async function loadDefinition(tx: Transaction, definitionId: string) {
  const [definition] = await tx.select().from(workflowDefinitions).where(eq(workflowDefinitions.id, definitionId));
  if (!definition) throw notFound('流程定义不存在或已被删除');
  return { definition, graph: indexGraph(definition.id, definition.graph) };
}

// ---------------------------------------------------------------------------------------------------------
// One action: the instance's state as it changes, the events it causes, written back once at the end.

interface Flow {
  ctx: WorkflowContext;
  instance: InstanceRow;
  graph: IndexedGraph;
  variables: WorkflowVariables;
  status: InstanceRow['status'];
  currentNodeId: string | null;
  trail: string[];
  ended: boolean;
  events: WorkflowEvent[];
}

const eventBase = (flow: Flow): WorkflowEventBase => ({
  tenantId: flow.instance.tenantId,
  instanceId: flow.instance.id,
  moduleType: flow.instance.moduleType,
  businessKey: flow.instance.businessKey,
  title: flow.instance.title,
  initiatorId: flow.instance.initiatorId,
  actorId: flow.ctx.principal.userId,
});

const flowOf = (ctx: WorkflowContext, instance: InstanceRow, graph: IndexedGraph): Flow => ({
  ctx,
  instance,
  graph,
  variables: { ...instance.variables },
  status: instance.status,
  currentNodeId: instance.currentNodeId,
  trail: [...instance.trail],
  ended: false,
  events: [],
});

async function writeHistory(
  flow: Flow,
  entry: {
    action: string;
    node?: WorkflowNode | null;
    taskId?: string | null;
    comment?: string | null;
    rejectTo?: string | null;
    byEngine?: boolean;
  },
) {
  const { principal } = flow.ctx;
  await flow.ctx.tx.insert(workflowHistory).values({
    tenantId: flow.instance.tenantId,
    instanceId: flow.instance.id,
    taskId: entry.taskId ?? null,
    action: entry.action,
    nodeId: entry.node?.id ?? null,
    nodeName: entry.node?.name ?? null,
    actorId: entry.byEngine ? null : principal.userId,
    actorName: entry.byEngine ? null : principal.name,
    comment: entry.comment || null,
    rejectTo: entry.rejectTo ?? null,
  });
}

/** The node a flow goes to from `from`: the first edge whose condition holds, else the default edge. */
function nextNode(flow: Flow, from: WorkflowNode): WorkflowNode {
  const edges = flow.graph.outgoing.get(from.id) ?? [];
  for (const edge of edges) {
    if (!isDefaultEdge(edge) && evaluateCondition(edge.condition as string, flow.variables))
      return nodeOf(flow.graph, edge.to);
  }
  const fallback = edges.find(isDefaultEdge);
  if (!fallback) throw businessError(`${describeNode(from)}的条件均不满足，且没有默认连线，流程无法继续`);
  return nodeOf(flow.graph, fallback.to);
}

async function createTasks(flow: Flow, node: WorkflowNode, kind: TaskKind, assigneeIds: string[]) {
  const rows = await flow.ctx.tx
    .insert(workflowTasks)
    .values(
      assigneeIds.map((assigneeId) => ({
        tenantId: flow.instance.tenantId,
        instanceId: flow.instance.id,
        nodeId: node.id,
        nodeName: node.name,
        kind,
        assigneeId,
      })),
    )
    .returning({ id: workflowTasks.id, assigneeId: workflowTasks.assigneeId });
  for (const row of rows) {
    flow.events.push({
      ...eventBase(flow),
      type: 'taskAssigned',
      taskId: row.id,
      kind,
      nodeId: node.id,
      nodeName: node.name,
      assigneeId: row.assigneeId,
    });
  }
}

/** Gives an approve or handle node its tasks and makes it the current node. */
async function activate(flow: Flow, node: WorkflowNode) {
  const assigneeIds = await resolveAssignees(flow.ctx.tx, node, flow.instance);
  if (assigneeIds.length === 0)
    throw businessError(
      `${describeNode(node)}没有可用的${node.type === 'approve' ? '审批人' : '办理人'}，流程无法继续，请联系管理员`,
    );
  await createTasks(flow, node, node.type as TaskKind, assigneeIds);
  flow.currentNodeId = node.id;
}

/**
 * Moves the flow on from `from` until it stops at an approve or handle node or reaches an end: conditions route,
 * notify nodes leave their to-read tasks and pass on. `completed` is the approve/handle node just completed.
 */
async function advance(flow: Flow, from: WorkflowNode, completed: WorkflowNode | null) {
  let node = nextNode(flow, from);
  // Graph validation forbids loops without an approve/handle node; this bound only guards stored bad data.
  for (let steps = 0; steps <= flow.graph.nodes.size; steps++) {
    switch (node.type) {
      case 'end':
        flow.status = 'approved';
        flow.currentNodeId = null;
        flow.ended = true;
        await writeHistory(flow, { action: 'complete', node, byEngine: true });
        flow.events.push({ ...eventBase(flow), type: 'instanceApproved' });
        return;
      case 'approve':
      case 'handle':
        if (completed) flow.trail.push(completed.id);
        await activate(flow, node);
        return;
      case 'notify': {
        const readers = await resolveAssignees(flow.ctx.tx, node, flow.instance);
        if (readers.length > 0) await createTasks(flow, node, 'notify', readers);
        break;
      }
      default:
        break;
    }
    node = nextNode(flow, node);
  }
  throw new Error(`workflow instance ${flow.instance.id} loops without an approve or handle node`);
}

/** Writes the instance's new state, bumping its version; then queues the events for the handlers and the commit. */
async function save(flow: Flow) {
  const [saved] = await flow.ctx.tx
    .update(workflowInstances)
    .set({
      status: flow.status,
      currentNodeId: flow.currentNodeId,
      trail: flow.trail,
      variables: flow.variables,
      endedAt: flow.ended ? sql`now()` : flow.instance.endedAt,
      updatedAt: sql`now()`,
      version: sql`${workflowInstances.version} + 1`,
    })
    .where(and(eq(workflowInstances.id, flow.instance.id), eq(workflowInstances.version, flow.instance.version)))
    .returning();
  // The row is locked for the action, so its version cannot have moved; this is the belt to those braces.
  if (!saved) throw conflict();
  flow.ctx.recordChange?.({
    entity: 'workflowInstance',
    entityId: saved.id,
    before: {
      status: flow.instance.status,
      currentNodeId: flow.instance.currentNodeId,
      version: flow.instance.version,
    },
    after: { status: saved.status, currentNodeId: saved.currentNodeId, version: saved.version },
  });
  await emit(flow.ctx, flow.events);
  return saved;
}

async function emit(ctx: WorkflowContext, events: WorkflowEvent[]) {
  if (events.length === 0) return;
  await runTransitionHandlers(ctx.tx, events);
  const delivered = [...events];
  ctx.afterCommit(() => deliverWorkflowEvents(delivered));
}

/** Locks the instance row for this transaction: whoever comes second waits, then sees the first one's result. */
async function lockInstance(tx: Transaction, instanceId: string): Promise<InstanceRow | undefined> {
  const [row] = await tx.select().from(workflowInstances).where(eq(workflowInstances.id, instanceId)).for('update');
  return row;
}

async function cancelPendingBlockingTasks(tx: Transaction, instanceId: string) {
  await tx
    .update(workflowTasks)
    .set({ status: 'cancelled', completedAt: sql`now()` })
    .where(
      and(
        eq(workflowTasks.instanceId, instanceId),
        eq(workflowTasks.status, 'pending'),
        inArray(workflowTasks.kind, ['approve', 'handle']),
      ),
    );
}

// ---------------------------------------------------------------------------------------------------------
// The engine's API

export interface StartFlowInput {
  moduleType: number;
  /** The business object's key in its module; the instance's own id when left out. */
  businessKey?: string;
  title: string;
  summary?: string;
  variables?: WorkflowVariables;
  /** Assignees chosen for some approve/handle/notify nodes, replacing the definition's (node id -> user ids). */
  assignees?: Record<string, string[]>;
  /**
   * The user responsible for the business object (an FMEA task's project owner): who nodes with the assignee
   * businessOwner go to. Nodes with it find nobody when it is left out.
   */
  businessOwnerId?: string;
}

/**
 * Starts a flow of the module type on the definition currently selected for it, as the context's user, and moves it
 * to its first approve or handle node. Throws a business error when the module type has no selected definition or a
 * node on the way has nobody to act; an expression error (HTTP 500) when a condition cannot be evaluated.
 */
export async function startFlow(ctx: WorkflowContext, input: StartFlowInput): Promise<InstanceRow> {
  const { tx, principal } = ctx;
  if (!isWorkflowModuleType(input.moduleType))
    throw badRequest(`参数 moduleType 无效：模块类型 ${input.moduleType} 不存在`);
  const [setting] = await tx
    .select({ definitionId: workflowModuleSettings.definitionId })
    .from(workflowModuleSettings)
    .where(
      and(
        eq(workflowModuleSettings.tenantId, principal.tenantId),
        eq(workflowModuleSettings.moduleType, input.moduleType),
      ),
    );
  if (!setting?.definitionId)
    throw businessError(`「${moduleTypeName(input.moduleType)}」尚未选用审批流程，请联系管理员在流程管理中部署流程`);
  const { definition, graph } = await loadDefinition(tx, setting.definitionId);
  const assigneeOverrides = await checkedOverrides(ctx, graph, input.assignees ?? {});

  const id = randomUUID();
  const [instance] = await tx
    .insert(workflowInstances)
    .values({
      id,
      tenantId: principal.tenantId,
      definitionId: definition.id,
      moduleType: input.moduleType,
      businessKey: input.businessKey || id,
      title: input.title,
      summary: input.summary ?? '',
      variables: input.variables ?? {},
      assigneeOverrides,
      initiatorId: principal.userId,
      businessOwnerId: input.businessOwnerId ?? null,
    })
    .returning();
  if (!instance) throw new Error('workflow instance was not created');
  const flow = flowOf(ctx, instance, graph);
  await writeHistory(flow, { action: 'start', node: graph.start });
  flow.events.push({ ...eventBase(flow), type: 'instanceStarted' });
  await advance(flow, graph.start, null);
  return save(flow);
}

async function checkedOverrides(
  ctx: WorkflowContext,
  graph: IndexedGraph,
  overrides: Record<string, string[]>,
): Promise<Record<string, string[]>> {
  const entries = Object.entries(overrides);
  for (const [nodeId] of entries) {
    const node = graph.nodes.get(nodeId);
    if (!node || !['approve', 'handle', 'notify'].includes(node.type))
      throw badRequest(`参数 assignees 无效：流程中没有可指定办理人的节点「${nodeId}」`);
  }
  const ids = [...new Set(entries.flatMap(([, userIds]) => userIds))];
  if (ids.length > 0) {
    const found = await ctx.tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, ctx.principal.tenantId), inArray(users.id, ids), eq(users.isActive, true)));
    if (found.length !== ids.length) throw badRequest('参数 assignees 无效：指定的办理人不存在或已停用');
  }
  return Object.fromEntries(entries.map(([nodeId, userIds]) => [nodeId, [...new Set(userIds)]]));
}

export type TaskActionName = 'approve' | 'reject' | 'handle' | 'read';

export interface TaskActionInput {
  action: TaskActionName;
  comment?: string;
  /** reject only: back to the initiator (the flow ends rejected) or to the previous approve/handle node. */
  rejectTo?: 'initiator' | 'previous';
  /** Merged into the instance's variables before the flow moves on (what later conditions read). */
  variables?: WorkflowVariables;
}

const ACTIONS_OF: Record<string, readonly TaskActionName[]> = {
  approve: ['approve', 'reject'],
  handle: ['handle'],
  notify: ['read'],
};
const KIND_WORD: Record<string, string> = { approve: '审批', handle: '办理', notify: '知会' };
const ACTION_WORD: Record<TaskActionName, string> = {
  approve: '同意',
  reject: '驳回',
  handle: '办理',
  read: '标记已阅',
};

/**
 * The context's user acts on one of their tasks: approve or reject a to-review task, handle a to-do, read a to-read.
 * Only the task's assignee may act (403); a task no longer pending answers the business error 该事项已办理 and
 * changes nothing. Concurrent actions on one instance are serialized by a row lock, so they make one transition.
 */
export async function actOnTask(
  ctx: WorkflowContext,
  taskId: string,
  input: TaskActionInput,
): Promise<{ task: TaskRow; instance: InstanceRow }> {
  const { tx, principal } = ctx;
  const [seen] = await tx.select().from(workflowTasks).where(eq(workflowTasks.id, taskId));
  if (!seen) throw notFound('事项不存在或已被删除');
  if (seen.assigneeId !== principal.userId) throw forbidden('抱歉，只有该事项的办理人可以处理');
  if (seen.status !== 'pending') throw businessError(ALREADY_HANDLED);
  if (!ACTIONS_OF[seen.kind]?.includes(input.action))
    throw badRequest(`该事项是${KIND_WORD[seen.kind]}事项，不能${ACTION_WORD[input.action]}`);
  const comment = input.comment?.trim() || null;
  if (input.action === 'reject' && !comment) throw badRequest('参数 comment 无效：驳回时必须填写意见');

  // Notify tasks never hold the flow: reading one touches nothing else, so it needs no lock on the instance.
  const instance =
    seen.kind === 'notify' ? await readInstance(tx, seen.instanceId) : await lockInstance(tx, seen.instanceId);
  if (!instance) throw notFound('流程不存在或已被删除');
  const [task] = await tx
    .update(workflowTasks)
    .set({ status: 'done', action: input.action, comment, completedAt: sql`now()` })
    .where(and(eq(workflowTasks.id, taskId), eq(workflowTasks.status, 'pending')))
    .returning();
  // Someone else's action committed between the first read and the lock: this one changes nothing.
  if (!task) throw businessError(ALREADY_HANDLED);

  const { graph } = await loadDefinition(tx, instance.definitionId);
  const flow = flowOf(ctx, instance, graph);
  const node = nodeOf(graph, task.nodeId);
  const completedEvent = {
    ...eventBase(flow),
    type: 'taskCompleted' as const,
    taskId: task.id,
    kind: task.kind as TaskKind,
    nodeId: node.id,
    nodeName: node.name,
    action: input.action,
    comment,
  };

  if (task.kind === 'notify') {
    await writeHistory(flow, { action: 'read', node, taskId: task.id, comment });
    flow.events.push(completedEvent);
    await emit(ctx, flow.events);
    return { task, instance };
  }

  if (instance.status !== 'running') throw businessError(ALREADY_HANDLED);
  Object.assign(flow.variables, input.variables ?? {});
  flow.events.push(completedEvent);
  const others = await tx
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .where(
      and(
        eq(workflowTasks.instanceId, instance.id),
        eq(workflowTasks.status, 'pending'),
        inArray(workflowTasks.kind, ['approve', 'handle']),
        ne(workflowTasks.id, task.id),
      ),
    );

  if (input.action === 'reject') {
    const wanted = input.rejectTo ?? node.rejectTo;
    const previous = wanted === 'previous' ? flow.trail.pop() : undefined;
    const rejectTo = previous ? 'previous' : 'initiator';
    await writeHistory(flow, { action: 'reject', node, taskId: task.id, comment, rejectTo });
    await cancelPendingBlockingTasks(tx, instance.id);
    if (previous) {
      await activate(flow, nodeOf(graph, previous));
    } else {
      flow.status = 'rejected';
      flow.currentNodeId = null;
      flow.ended = true;
      flow.events.push({ ...eventBase(flow), type: 'instanceRejected', nodeName: node.name, comment });
    }
  } else {
    await writeHistory(flow, { action: input.action, node, taskId: task.id, comment });
    // All must sign: the node holds until its last pending task is done.
    if (!(node.signMode === 'all' && others.length > 0)) {
      await cancelPendingBlockingTasks(tx, instance.id);
      await advance(flow, node, isBlockingNode(node) ? node : null);
    }
  }
  return { task, instance: await save(flow) };
}

async function readInstance(tx: Transaction, instanceId: string) {
  const [row] = await tx.select().from(workflowInstances).where(eq(workflowInstances.id, instanceId));
  return row;
}

/**
 * The initiator withdraws a running flow while its first approve/handle node is still untouched (nobody has
 * approved, rejected or handled anything yet): the open tasks close and the flow ends withdrawn.
 */
export async function withdraw(ctx: WorkflowContext, instanceId: string): Promise<InstanceRow> {
  const { tx, principal } = ctx;
  const instance = await lockInstance(tx, instanceId);
  if (!instance) throw notFound('流程不存在或已被删除');
  if (instance.initiatorId !== principal.userId) throw forbidden('抱歉，只有流程发起人可以撤回');
  if (instance.status !== 'running') throw businessError('流程已结束，无法撤回');
  if (await anyoneActed(tx, instance.id)) throw businessError('流程已有人审批或办理，无法撤回');
  const { graph } = await loadDefinition(tx, instance.definitionId);
  const flow = flowOf(ctx, instance, graph);
  await cancelPendingBlockingTasks(tx, instance.id);
  await writeHistory(flow, {
    action: 'withdraw',
    node: instance.currentNodeId ? nodeOf(graph, instance.currentNodeId) : null,
  });
  flow.status = 'withdrawn';
  flow.currentNodeId = null;
  flow.ended = true;
  flow.events.push({ ...eventBase(flow), type: 'instanceWithdrawn' });
  return save(flow);
}

/** Whether anybody has approved, rejected or handled a task of the instance. */
export async function anyoneActed(tx: Transaction, instanceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: workflowTasks.id })
    .from(workflowTasks)
    .where(
      and(
        eq(workflowTasks.instanceId, instanceId),
        eq(workflowTasks.status, 'done'),
        inArray(workflowTasks.kind, ['approve', 'handle']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
