import {
  canSubmitTask,
  DFMEA_TASK_NODE_NAMES,
  FMEA_KIND_PLUGIN,
  FMEA_STEP_NAMES,
  FMEA_TASK_MESSAGES,
  FMEA_TASK_NODES,
  type FmeaKind,
  type FmeaTaskDto,
  isTaskOverdue,
  MSR_TASK_NODE_NAMES,
  type NodeDueDate,
  PFMEA_TASK_NODE_NAMES,
  type PlanStepDto,
  type ProjectPlanDto,
  planSteps,
  progressStage,
  TASK_AUDIT_STATUS,
} from '@qis/shared';
import { and, asc, count, eq, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import { badRequest, conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaProjects } from './fmea-projects.tables';
import { fmeaTasks } from './fmea-tasks.tables';
import { loadNet } from './net-load';
import { type LoadedProject, type ProjectRow, projectFor, projectForWrite } from './project-access';
import { formatTime, releasedVersions, userNames } from './project-dto';

// The node tasks of FMEA projects of any kind: made with the project (one per task node of its kind), planned
// (assignee, start, end: the one place the node dates live), listed (a project's, or the caller's own), and read as
// the seven steps. Submitting and the audit flow: task-audit.ts.

export type TaskRow = typeof fmeaTasks.$inferSelect;

/** The names of a kind's task nodes. */
const NODE_NAMES: Record<FmeaKind, Record<number, string>> = {
  0: DFMEA_TASK_NODE_NAMES,
  1: PFMEA_TASK_NODE_NAMES,
  2: MSR_TASK_NODE_NAMES,
};

export const nodeOf = (kind: FmeaKind, nodeId: number) => FMEA_TASK_NODES[kind].find((node) => node.id === nodeId);
export const nodeName = (kind: FmeaKind, nodeId: number) => NODE_NAMES[kind][nodeId] ?? String(nodeId);

/** Today in the database's calendar (what the list filters compare with), yyyy-MM-dd. */
export async function todayOf(tx: Transaction): Promise<string> {
  const result = await tx.execute<{ today: string }>(sql`select current_date::text as today`);
  return result.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
}

/** The tasks of a new project: one per node of its kind, each node's due date (if given) as its planned end. */
export async function createTasks(ctx: UserContext, project: ProjectRow, nodeTimes: readonly NodeDueDate[]) {
  const nodes = FMEA_TASK_NODES[project.kind as FmeaKind];
  if (nodes.length === 0) return;
  const due = new Map(nodeTimes.map((node) => [node.nodeId, node.dueDate]));
  await ctx.tx.insert(fmeaTasks).values(
    nodes.map((node) => ({
      tenantId: ctx.principal.tenantId,
      projectId: project.id,
      nodeId: node.id,
      endDate: due.get(node.id) ?? null,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })),
  );
}

export async function loadTasks(tx: Transaction, projectId: string): Promise<TaskRow[]> {
  return tx.select().from(fmeaTasks).where(eq(fmeaTasks.projectId, projectId)).orderBy(asc(fmeaTasks.nodeId));
}

/**
 * A header edit's nodeTimes: each listed node's planned end (null clears it); nodes not listed keep theirs. An end
 * before the task's planned start is refused (400 naming the entry).
 */
export async function applyNodeTimes(ctx: UserContext, projectId: string, nodeTimes: readonly NodeDueDate[]) {
  const tasks = new Map((await loadTasks(ctx.tx, projectId)).map((task) => [task.nodeId, task]));
  for (const [index, node] of nodeTimes.entries()) {
    const task = tasks.get(node.nodeId);
    if (!task) continue;
    if (node.dueDate !== null && task.startDate !== null && node.dueDate < task.startDate)
      throw badRequest(`参数 nodeTimes.${index}.dueDate 无效：${FMEA_TASK_MESSAGES.endBeforeStart}`);
    if (task.endDate === node.dueDate) continue;
    await ctx.tx
      .update(fmeaTasks)
      .set({
        endDate: node.dueDate,
        updatedBy: ctx.principal.userId,
        updatedAt: new Date(),
        version: sql`${fmeaTasks.version} + 1`,
      })
      .where(eq(fmeaTasks.id, task.id));
  }
}

/** Who may be assigned a task of the project: its owner and the team members with edit rights. */
export const assignableIds = (project: {
  row: { ownerId: string };
  team: readonly { userId: string; canEdit: boolean }[];
}) => new Set([project.row.ownerId, ...project.team.filter((m) => m.canEdit).map((m) => m.userId)]);

/**
 * After the team or the owner changed: open tasks (pending or rejected) of users who may no longer be assigned
 * become unassigned. Tasks under audit or approved keep who did them.
 */
export async function releaseAssignments(ctx: UserContext, projectId: string, assignable: ReadonlySet<string>) {
  const keep = [...assignable];
  await ctx.tx
    .update(fmeaTasks)
    .set({
      assigneeId: null,
      updatedBy: ctx.principal.userId,
      updatedAt: new Date(),
      version: sql`${fmeaTasks.version} + 1`,
    })
    .where(
      and(
        eq(fmeaTasks.projectId, projectId),
        inArray(fmeaTasks.auditStatus, [TASK_AUDIT_STATUS.pending, TASK_AUDIT_STATUS.rejected]),
        sql`${fmeaTasks.assigneeId} is not null`,
        keep.length > 0 ? notInArray(fmeaTasks.assigneeId, keep) : undefined,
      ),
    );
}

/** What a task's DTO needs of its project. */
type TaskProject = Pick<ProjectRow, 'id' | 'kind' | 'projectName' | 'projectNo' | 'ownerId' | 'projectStatus'>;

/** The tasks as the calls answer them, for the caller (canSubmit) and today (overdue). */
export async function taskDtos(
  ctx: UserContext,
  rows: readonly { task: TaskRow; project: TaskProject }[],
  today: string,
): Promise<FmeaTaskDto[]> {
  const names = await userNames(
    ctx.tx,
    rows.map((r) => r.task.assigneeId).filter((id): id is string => id !== null),
  );
  const me = ctx.principal.userId;
  return rows.map(({ task, project }) => {
    const kind = project.kind as FmeaKind;
    const endTime = task.endDate;
    return {
      id: task.id,
      entityId: project.id,
      fmeaName: project.projectName,
      projectNO: project.projectNo,
      nodeEventId: task.nodeId,
      nodeName: nodeName(kind, task.nodeId),
      step: nodeOf(kind, task.nodeId)?.step ?? 0,
      assigneeId: task.assigneeId,
      assigneeName: task.assigneeId ? (names.get(task.assigneeId)?.name ?? '') : '',
      startTime: task.startDate,
      endTime,
      auditStatus: task.auditStatus,
      overdue: isTaskOverdue({ auditStatus: task.auditStatus, endTime }, today),
      canSubmit:
        canSubmitTask(task.auditStatus) &&
        project.projectStatus !== 1 &&
        (task.assigneeId === me || project.ownerId === me),
      instanceId: task.instanceId,
      auditComment: task.auditComment,
      submittedAt: task.submittedAt ? formatTime(task.submittedAt) : null,
      approvedAt: task.approvedAt ? formatTime(task.approvedAt) : null,
      version: task.version,
    };
  });
}

async function projectTaskDtos(ctx: UserContext, project: LoadedProject, today: string) {
  const tasks = await loadTasks(ctx.tx, project.row.id);
  return taskDtos(
    ctx,
    tasks.map((task) => ({ task, project: project.row })),
    today,
  );
}

export interface AuditTaskQuery {
  projectId?: string;
  auditStatus?: number;
  /** Only the tasks not yet approved (the dashboard's task list). */
  open?: boolean;
  type?: 2 | 3;
  SkipCount: number;
  MaxResultCount: number;
}

/** The due filters of the task lists: 2 not yet due, 3 overdue (both: not approved). */
export function dueFilter(type: 2 | 3 | undefined): SQL | undefined {
  if (type === undefined) return undefined;
  const open = ne(fmeaTasks.auditStatus, TASK_AUDIT_STATUS.approved);
  if (type === 3) return and(open, sql`${fmeaTasks.endDate} < current_date`);
  return and(open, or(isNull(fmeaTasks.endDate), sql`${fmeaTasks.endDate} >= current_date`));
}

/** AuditTaskList: a project's tasks in node order, or the caller's own of every project of the kind, soonest due first. */
export async function listAuditTasks(ctx: UserContext, kind: FmeaKind, query: AuditTaskQuery) {
  const filters: (SQL | undefined)[] = [eq(fmeaProjects.kind, kind)];
  if (query.projectId) {
    await projectFor(ctx, kind, query.projectId, 'read');
    filters.push(eq(fmeaTasks.projectId, query.projectId));
  } else {
    filters.push(eq(fmeaTasks.assigneeId, ctx.principal.userId));
  }
  if (query.auditStatus !== undefined) filters.push(eq(fmeaTasks.auditStatus, query.auditStatus));
  if (query.open) filters.push(ne(fmeaTasks.auditStatus, TASK_AUDIT_STATUS.approved));
  filters.push(dueFilter(query.type));
  const where = and(...filters);
  const from = ctx.tx.select().from(fmeaTasks).innerJoin(fmeaProjects, eq(fmeaProjects.id, fmeaTasks.projectId));
  const [total] = await ctx.tx
    .select({ n: count() })
    .from(fmeaTasks)
    .innerJoin(fmeaProjects, eq(fmeaProjects.id, fmeaTasks.projectId))
    .where(where);
  const order = query.projectId
    ? [asc(fmeaTasks.nodeId)]
    : [sql`${fmeaTasks.endDate} asc nulls last`, asc(fmeaProjects.projectNo), asc(fmeaTasks.nodeId)];
  const rows = await from
    .where(where)
    .orderBy(...order)
    .offset(query.SkipCount)
    .limit(query.MaxResultCount);
  const items = await taskDtos(
    ctx,
    rows.map((r) => ({ task: r.fmea_tasks, project: r.fmea_projects })),
    await todayOf(ctx.tx),
  );
  return { items, totalCount: total?.n ?? 0 };
}

/** The project's plan: its dates, each task, and who may be assigned (projectInfoTime, batchChangeNodeTime). */
export async function projectPlan(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<ProjectPlanDto> {
  return planOf(ctx, await projectFor(ctx, kind, projectId, 'read'));
}

async function planOf(ctx: UserContext, project: LoadedProject): Promise<ProjectPlanDto> {
  const { row, team, rights } = project;
  const assignable = [...assignableIds(project)];
  const names = await userNames(ctx.tx, assignable);
  return {
    projectId: row.id,
    startTime: row.startTime,
    overTime: row.overTime,
    ownerId: row.ownerId,
    assignable: assignable.map((userId) => ({
      userId,
      name: names.get(userId)?.name ?? '',
      userName: names.get(userId)?.userName ?? '',
    })),
    canManage: rights.has('manage'),
    tasks: await projectTaskDtos(ctx, { row, team, rights }, await todayOf(ctx.tx)),
  };
}

/** sevenStepsList: the seven steps with their tasks, dates, status and progress (domain planSteps). */
export async function sevenSteps(ctx: UserContext, kind: FmeaKind, projectId: string) {
  const project = await projectFor(ctx, kind, projectId, 'read');
  const today = await todayOf(ctx.tx);
  const [tasks, net, released] = await Promise.all([
    projectTaskDtos(ctx, project, today),
    loadNet(ctx.tx, projectId),
    releasedVersions(ctx.tx, projectId),
  ]);
  const stage = progressStage(kind, net, released);
  const steps = planSteps(
    kind,
    project.row,
    tasks.map((task) => ({ ...task, nodeId: task.nodeEventId })),
    stage,
    today,
  );
  return {
    projectId,
    stage,
    steps: steps.map(
      (step): PlanStepDto => ({
        ...step,
        name: kind === 1 && step.step === 2 ? '过程分析' : (FMEA_STEP_NAMES[step.step] ?? ''),
        tasks: step.tasks.map(({ nodeId: _nodeId, ...task }) => task),
      }),
    ),
  };
}

export interface NodeTimeChange {
  nodeId: number;
  version: number;
  startTime: string | null;
  endTime: string | null;
  assigneeId: string | null;
}

/**
 * batchChangeNodeTime: the dates and assignees of several tasks at once, all or nothing. Only the owner or a holder
 * of the project-management point; every entry is checked first (400 naming it), then each task is written against
 * the version it was read with (409 for the first stale one, and the transaction writes nothing).
 */
export async function batchChangeNodeTime(
  ctx: UserContext,
  kind: FmeaKind,
  body: { projectId: string; nodes: NodeTimeChange[] },
): Promise<ProjectPlanDto> {
  const project = await projectForWrite(ctx, kind, body.projectId, 'tasks', 'manage');
  const tasks = new Map((await loadTasks(ctx.tx, body.projectId)).map((task) => [task.nodeId, task]));
  const assignable = assignableIds(project);
  const seen = new Set<number>();
  body.nodes.forEach((node, index) => {
    if (!tasks.has(node.nodeId)) throw badRequest(`参数 nodes.${index}.nodeId 无效：任务节点不存在`);
    if (seen.has(node.nodeId)) throw badRequest(`参数 nodes.${index}.nodeId 无效：${FMEA_TASK_MESSAGES.nodeDuplicate}`);
    seen.add(node.nodeId);
    if (node.startTime !== null && node.endTime !== null && node.endTime < node.startTime)
      throw badRequest(`参数 nodes.${index}.endTime 无效：${FMEA_TASK_MESSAGES.endBeforeStart}`);
    if (node.assigneeId !== null && !assignable.has(node.assigneeId))
      throw badRequest(`参数 nodes.${index}.assigneeId 无效：${FMEA_TASK_MESSAGES.assigneeNotMember}`);
  });
  for (const node of body.nodes) {
    const task = tasks.get(node.nodeId) as TaskRow;
    const [row] = await ctx.tx
      .update(fmeaTasks)
      .set({
        startDate: node.startTime,
        endDate: node.endTime,
        assigneeId: node.assigneeId,
        updatedBy: ctx.principal.userId,
        updatedAt: new Date(),
        version: sql`${fmeaTasks.version} + 1`,
      })
      .where(and(eq(fmeaTasks.id, task.id), eq(fmeaTasks.version, node.version)))
      .returning();
    if (!row) throw conflict();
    ctx.recordChange({ entity: 'FmeaTask', entityId: task.id, before: task, after: row });
  }
  return planOf(ctx, project);
}

/** Plugin of the kind's flows (the workflow module type of its tasks' audits). */
export const taskModuleType = (kind: FmeaKind) => FMEA_KIND_PLUGIN[kind];
