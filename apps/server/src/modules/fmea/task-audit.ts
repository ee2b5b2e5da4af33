import {
  canSubmitTask,
  FMEA_KIND_PLUGIN,
  FMEA_KINDS,
  FMEA_PROJECT_ROUTE,
  FMEA_TASK_MESSAGES,
  FMEA_TASK_NODES,
  type FmeaKind,
  MESSAGE_MODULE_CODES,
  TASK_AUDIT_STATUS,
} from '@qis/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant-transaction';
import { businessError, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { type OutgoingMessage, sendMessages } from '../messages';
import {
  onWorkflowAction,
  onWorkflowTransition,
  startFlow,
  type WorkflowContext,
  type WorkflowEvent,
} from '../workflow';
import { fmeaProjectMembers, fmeaProjects } from './fmea-projects.tables';
import { fmeaTasks } from './fmea-tasks.tables';
import { type ProjectRow, projectFor } from './project-access';
import { userNames } from './project-dto';
import { nodeName, type TaskRow } from './tasks.service';

// Submitting a node task to audit on the workflow engine, and what the flow's end does to the task. The flow runs on
// the definition process management selects for the kind's module type (DFMEA 1003): whoever that definition names
// approves. The flow carries the project owner as its business owner (assignee type businessOwner) and the
// variables projectId, nodeId and submitterIsOwner, so a definition can send the audit to the project owner and, when
// the owner submits, to someone else (the seeded default: the owner audits, or the owner's department head when the
// owner submitted). Approval moves the task to 4, rejection to 3 with the comment, withdrawal back to 1, in the
// engine's transaction; once it commits the assignee (when someone else submitted) gets a message and the team's
// open screens reload.

const KIND_OF_MODULE = new Map<number, FmeaKind>(
  Object.values(FMEA_KINDS).map((kind) => [FMEA_KIND_PLUGIN[kind], kind] as const),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** submitTaskToAudit: the assignee or the project owner submits a pending or rejected task; true when it started. */
export async function submitTask(ctx: UserContext, kind: FmeaKind, taskId: string): Promise<true> {
  const [task] = await ctx.tx.select().from(fmeaTasks).where(eq(fmeaTasks.id, taskId)).for('update');
  if (!task) throw notFound(FMEA_TASK_MESSAGES.taskNotFound);
  // Another kind's task is not found either (projectFor filters by kind); a non-member is refused reading it.
  const project = await projectFor(ctx, kind, task.projectId, 'read');
  const me = ctx.principal.userId;
  if (task.assigneeId !== me && !project.rights.has('owner')) throw forbidden(FMEA_TASK_MESSAGES.submitRight);
  if (project.row.projectStatus === 1) throw businessError(FMEA_TASK_MESSAGES.projectCancelled);
  if (!canSubmitTask(task.auditStatus))
    throw businessError(
      task.auditStatus === TASK_AUDIT_STATUS.underAudit ? FMEA_TASK_MESSAGES.underAudit : FMEA_TASK_MESSAGES.approved,
    );

  const row = await startTaskAudit(ctx, kind, task, project.row);
  ctx.recordChange({ entity: 'FmeaTask', entityId: task.id, before: task, after: row });
  notifyProjectTeam(ctx, project.row.id);
  return true;
}

/**
 * Starts the audit flow of a task (checked by the caller) as the context's user and puts the task under audit. The
 * flow's business key is the task id; its business owner the project owner.
 */
export async function startTaskAudit(
  ctx: WorkflowContext,
  kind: FmeaKind,
  task: TaskRow,
  project: Pick<ProjectRow, 'id' | 'projectName' | 'projectNo' | 'ownerId'>,
): Promise<TaskRow> {
  const name = nodeName(kind, task.nodeId);
  const names = await userNames(ctx.tx, task.assigneeId ? [task.assigneeId] : []);
  const assignee = task.assigneeId ? (names.get(task.assigneeId)?.name ?? '') : '未指派';
  const plan = task.startDate || task.endDate ? `，计划 ${task.startDate ?? '—'} 至 ${task.endDate ?? '—'}` : '';
  const submitter = ctx.principal.userId;
  const instance = await startFlow(ctx, {
    moduleType: FMEA_KIND_PLUGIN[kind],
    businessKey: task.id,
    title: `${project.projectName}：${name} 任务审核`,
    summary: `FMEA编号 ${project.projectNo}，任务节点「${name}」，负责人 ${assignee}${plan}。`,
    variables: { projectId: project.id, nodeId: task.nodeId, submitterIsOwner: submitter === project.ownerId },
    businessOwnerId: project.ownerId,
  });
  const [row] = await ctx.tx
    .update(fmeaTasks)
    .set({
      auditStatus: TASK_AUDIT_STATUS.underAudit,
      instanceId: instance.id,
      submittedAt: new Date(),
      submittedBy: submitter,
      approvedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(fmeaTasks.id, task.id))
    .returning();
  if (!row) throw new Error(`FMEA task ${task.id} vanished while it was submitted`);
  return row;
}

/** Once the request commits, the project's team (and owner) reload their open task screens. */
function notifyProjectTeam(ctx: UserContext, projectId: string) {
  const { tenantId, userId } = ctx.principal;
  ctx.afterCommit(async () => {
    await pushTaskChange(ctx.services, tenantId, projectId, userId);
  });
}

type Services = FastifyInstance['services'];

async function teamOf(tx: Transaction, projectId: string): Promise<string[]> {
  const [project] = await tx
    .select({ ownerId: fmeaProjects.ownerId })
    .from(fmeaProjects)
    .where(eq(fmeaProjects.id, projectId));
  const members = await tx
    .select({ userId: fmeaProjectMembers.userId })
    .from(fmeaProjectMembers)
    .where(eq(fmeaProjectMembers.projectId, projectId));
  return [...new Set([...(project ? [project.ownerId] : []), ...members.map((m) => m.userId)])];
}

async function pushTaskChange(services: Services, tenantId: string, projectId: string, by: string | null) {
  const team = await withTenant(services.db, tenantId, (tx) => teamOf(tx, projectId));
  const Content = JSON.stringify({ projectId, part: 'tasks', by });
  for (const userId of team)
    if (userId !== by) services.realtime.pushToUser(tenantId, userId, { Module: 'fmea', Content });
}

const STATUS_AFTER: Partial<Record<WorkflowEvent['type'], number>> = {
  instanceApproved: TASK_AUDIT_STATUS.approved,
  instanceRejected: TASK_AUDIT_STATUS.rejected,
  instanceWithdrawn: TASK_AUDIT_STATUS.pending,
};

/**
 * In the engine's transaction: the end of a task's audit flow moves the task (only the flow of its last submission,
 * and only while it is under audit, so a replayed event changes nothing).
 */
export async function applyTaskAuditOutcome(tx: Transaction, event: WorkflowEvent): Promise<void> {
  if (!KIND_OF_MODULE.has(event.moduleType)) return;
  const status = STATUS_AFTER[event.type];
  if (status === undefined || !UUID.test(event.businessKey)) return;
  await tx
    .update(fmeaTasks)
    .set({
      auditStatus: status,
      approvedAt: status === TASK_AUDIT_STATUS.approved ? new Date() : null,
      auditComment: event.type === 'instanceRejected' ? (event.comment ?? '') : sql`${fmeaTasks.auditComment}`,
      updatedAt: new Date(),
    })
    .where(
      sql`${fmeaTasks.id} = ${event.businessKey}::uuid and ${fmeaTasks.instanceId} = ${event.instanceId}::uuid and ${fmeaTasks.auditStatus} = ${TASK_AUDIT_STATUS.underAudit}`,
    );
}

const OUTCOME_TEXT: Partial<Record<WorkflowEvent['type'], (event: WorkflowEvent) => string>> = {
  instanceApproved: () => '已审核通过',
  instanceRejected: (event) =>
    `已被驳回${event.type === 'instanceRejected' && event.comment ? `：${event.comment}` : ''}，请修改后重新提交`,
};

/**
 * After the flow's end commits: the task's assignee hears the outcome when someone else (the project owner)
 * submitted it — the engine's own message goes to the submitter — and the team's open screens reload.
 */
async function afterTaskAudit(services: Services, events: readonly WorkflowEvent[]) {
  for (const event of events) {
    const kind = KIND_OF_MODULE.get(event.moduleType);
    if (kind === undefined || STATUS_AFTER[event.type] === undefined || !UUID.test(event.businessKey)) continue;
    const sent = await withTenant(services.db, event.tenantId, async (tx) => {
      const [found] = await tx
        .select({ task: fmeaTasks, projectName: fmeaProjects.projectName })
        .from(fmeaTasks)
        .innerJoin(fmeaProjects, eq(fmeaProjects.id, fmeaTasks.projectId))
        .where(eq(fmeaTasks.id, event.businessKey));
      if (!found) return null;
      const { task } = found;
      const outcome = OUTCOME_TEXT[event.type];
      const outgoing: OutgoingMessage[] =
        outcome && task.assigneeId && task.assigneeId !== event.initiatorId
          ? [
              {
                userId: task.assigneeId,
                module: MESSAGE_MODULE_CODES.fmea,
                content: `您负责的任务「${found.projectName}：${nodeName(kind, task.nodeId)}」${outcome(event)}`,
                url: `${FMEA_PROJECT_ROUTE[kind]}/${task.projectId}?node=${FMEA_TASK_NODES[kind].find((n) => n.id === task.nodeId)?.key ?? ''}`,
              },
            ]
          : [];
      const messages = await sendMessages({ tx, tenantId: event.tenantId, realtime: services.realtime }, outgoing);
      return { messages, projectId: task.projectId };
    });
    if (!sent) continue;
    sent.messages.push();
    await pushTaskChange(services, event.tenantId, sent.projectId, event.actorId);
  }
}

/** Hooks the task flow into the workflow engine for this app; undone when the app closes. */
export function hookTaskAudits(app: FastifyInstance) {
  const stopTransitions = onWorkflowTransition(applyTaskAuditOutcome);
  const stopListening = onWorkflowAction((events) =>
    afterTaskAudit(app.services, events).catch((error: unknown) =>
      app.log.error({ err: error }, 'the follow-up of an FMEA task audit failed'),
    ),
  );
  app.addHook('onClose', async () => {
    stopTransitions();
    stopListening();
  });
}
