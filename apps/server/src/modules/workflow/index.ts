/**
 * The approval-workflow engine: one engine for every business module (FMEA tasks submitted to audit, QFD stage
 * approvals, audit plans, management reviews ...). A module calls these inside its own request transaction:
 *
 * - `startFlow(ctx, { moduleType, businessKey, title, summary, variables, assignees })` starts a flow on the
 *   definition selected for the module type (process management) and moves it to its first approve/handle node.
 * - `actOnTask(ctx, taskId, { action: 'approve' | 'reject' | 'handle' | 'read', comment, rejectTo, variables })`.
 * - `withdraw(ctx, instanceId)` by the initiator while nobody has acted yet.
 * - `onWorkflowEvent(listener)` hears instanceStarted, taskAssigned (who must act), taskCompleted,
 *   instanceApproved, instanceRejected, instanceWithdrawn after the transaction commits (messages, realtime).
 * - `onWorkflowTransition(handler)` runs inside the acting transaction (a module's own state, atomically).
 *
 * `ctx` is a request's UserContext, or `runWorkflow(db, principal, work)` for work outside a request.
 * Errors: business error (HTTP 200, code 9999) 该事项已办理 and friends, 403 for a non-assignee, HTTP 500
 * "Error while evaluating expression: ..." when a condition cannot be evaluated (nothing is written).
 */
import type { Database } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant-transaction';
import type { WorkflowContext } from './engine';

export {
  ALREADY_HANDLED,
  actOnTask,
  type InstanceRow,
  type StartFlowInput,
  startFlow,
  type TaskActionInput,
  type TaskRow,
  type WorkflowContext,
  withdraw,
} from './engine';
export {
  onWorkflowAction,
  onWorkflowEvent,
  onWorkflowTransition,
  type WorkflowActionListener,
  type WorkflowEvent,
  type WorkflowEventListener,
  type WorkflowTransitionHandler,
} from './events';
export { EXPRESSION_ERROR_PREFIX } from './expression';
export { registerWorkflowRoutes } from './workflow.routes';

/**
 * Runs engine calls outside a request (a scheduled job, a script, a test): one tenant transaction as `principal`,
 * with the events delivered after it commits. A failing listener undoes nothing: its error goes to
 * `onAfterCommitError` (console.error by default), as a request's after-commit runner logs it.
 */
export async function runWorkflow<T>(
  db: Database,
  principal: WorkflowContext['principal'],
  work: (ctx: WorkflowContext) => Promise<T>,
  onAfterCommitError: (error: unknown) => void = (error) => console.error('workflow after-commit work failed', error),
): Promise<T> {
  const committed: Array<() => void | Promise<void>> = [];
  const result = await withTenant(db, principal.tenantId, (tx) =>
    work({ tx, principal, afterCommit: (callback) => committed.push(callback) }),
  );
  for (const callback of committed) {
    try {
      await callback();
    } catch (error) {
      onAfterCommitError(error);
    }
  }
  return result;
}
