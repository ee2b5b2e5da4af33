import { FMEA_TASK_NODES, type FmeaKind } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import type { SeedState } from '../../db/seed/seed-step';
import { workflowTasks } from '../../db/tables';
import type { Transaction } from '../../platform/db/database';
import { actOnTask, onWorkflowTransition, type WorkflowContext } from '../workflow';
import { fmeaTasks } from './fmea-tasks.tables';
import type { ProjectRow } from './project-access';
import { applyTaskAuditOutcome, startTaskAudit } from './task-audit';

/** A demo project's node plan: [start, end, outcome of its audit] per task node of its kind, in node order. */
export type DemoTaskPlan = Array<[string, string, 'approve' | 'reject' | 'submit' | null]>;

/**
 * A demo project's node tasks, all zhangwei's, audited through the kind's task flow as `plan` says. zhangwei owns the
 * demo projects, so the seeded flow sends his submissions to his department head, admin; he has read the approvals'
 * notices. `rejection` is the comment of a rejected node.
 */
export async function seedDemoTasks(
  tx: Transaction,
  state: SeedState,
  project: ProjectRow,
  plan: DemoTaskPlan,
  rejection = '',
) {
  const tenantId = state.tenantId as string;
  const kind = project.kind as FmeaKind;
  const ctxOf = (userName: 'zhangwei' | 'admin', name: string): WorkflowContext => ({
    tx,
    principal: { userId: state.userIds[userName] as string, tenantId, name },
    afterCommit: () => {},
  });
  const zhangwei = ctxOf('zhangwei', '张伟');
  const admin = ctxOf('admin', '系统管理员');
  const tasks = await tx
    .insert(fmeaTasks)
    .values(
      FMEA_TASK_NODES[kind].map((node, index) => {
        const [startDate, endDate] = plan[index] as [string, string, unknown];
        const by = { createdBy: project.ownerId, updatedBy: project.ownerId };
        return {
          tenantId,
          projectId: project.id,
          nodeId: node.id,
          assigneeId: project.ownerId,
          startDate,
          endDate,
          ...by,
        };
      }),
    )
    .returning();
  const pendingTask = async (instanceId: string, taskKind: string) => {
    const [task] = await tx
      .select({ id: workflowTasks.id })
      .from(workflowTasks)
      .where(
        and(
          eq(workflowTasks.instanceId, instanceId),
          eq(workflowTasks.kind, taskKind),
          eq(workflowTasks.status, 'pending'),
        ),
      );
    return task?.id;
  };
  // The seed runs without the app: the task flow's in-transaction hook is attached for its duration.
  const stop = onWorkflowTransition(applyTaskAuditOutcome);
  try {
    for (const [index, task] of tasks.entries()) {
      const outcome = plan[index]?.[2];
      if (!outcome) continue;
      const submitted = await startTaskAudit(zhangwei, kind, task, project);
      const instanceId = submitted.instanceId as string;
      if (outcome === 'submit') continue;
      const auditTask = await pendingTask(instanceId, 'approve');
      if (!auditTask) throw new Error(`demo task ${task.nodeId} has no audit task`);
      await actOnTask(
        admin,
        auditTask,
        outcome === 'approve' ? { action: 'approve', comment: '同意。' } : { action: 'reject', comment: rejection },
      );
      const notice = await pendingTask(instanceId, 'notify');
      if (notice) await actOnTask(zhangwei, notice, { action: 'read' });
    }
  } finally {
    stop();
  }
}
