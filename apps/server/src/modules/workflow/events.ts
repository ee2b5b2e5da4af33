import type { TaskKind } from '@qis/shared';
import type { Transaction } from '../../platform/db/database';

/** What every event carries: the tenant, the instance and the business object it is about. */
export interface WorkflowEventBase {
  tenantId: string;
  instanceId: string;
  moduleType: number;
  businessKey: string;
  title: string;
  initiatorId: string;
  /** Who caused the event (null for the engine's own steps). */
  actorId: string | null;
}

export type WorkflowEvent =
  | (WorkflowEventBase & { type: 'instanceStarted' })
  /** A user must act: one event per task created (approve: to-review, handle: to-do, notify: to-read). */
  | (WorkflowEventBase & {
      type: 'taskAssigned';
      taskId: string;
      kind: TaskKind;
      nodeId: string;
      nodeName: string;
      assigneeId: string;
    })
  /** A user approved, rejected, handled or read their task. */
  | (WorkflowEventBase & {
      type: 'taskCompleted';
      taskId: string;
      kind: TaskKind;
      nodeId: string;
      nodeName: string;
      action: 'approve' | 'reject' | 'handle' | 'read';
      comment: string | null;
    })
  /** The flow reached an end node. */
  | (WorkflowEventBase & { type: 'instanceApproved' })
  /** A rejection went back to the initiator: the flow is over. */
  | (WorkflowEventBase & { type: 'instanceRejected'; nodeName: string; comment: string | null })
  /** The initiator withdrew the flow. */
  | (WorkflowEventBase & { type: 'instanceWithdrawn' });

export type WorkflowEventType = WorkflowEvent['type'];

export type WorkflowEventListener = (event: WorkflowEvent) => void | Promise<void>;

/**
 * Called inside the acting transaction, before it commits, for business modules that must change their own rows
 * atomically with the flow (an FMEA task back to "rejected"). It runs once the action has written the instance's
 * new state and its tasks, for each event of the action in order. A throw rolls the whole action back.
 */
export type WorkflowTransitionHandler = (tx: Transaction, event: WorkflowEvent) => Promise<void>;

/** Hears all events of one committed action at once (a flow assigned to 1,000 users is one call, not 1,000). */
export type WorkflowActionListener = (events: readonly WorkflowEvent[]) => void | Promise<void>;

const listeners = new Set<WorkflowEventListener>();
const actionListeners = new Set<WorkflowActionListener>();
const transitionHandlers = new Set<WorkflowTransitionHandler>();

/**
 * Listens to every workflow event of this process, delivered after the transaction that caused it has committed
 * (never for one that rolled back), in order. Returns the function that stops listening. A failing listener is
 * logged by the caller's after-commit runner and does not undo anything.
 */
export function onWorkflowEvent(listener: WorkflowEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Listens to the events of each committed action as one batch, after the per-event listeners. */
export function onWorkflowAction(listener: WorkflowActionListener): () => void {
  actionListeners.add(listener);
  return () => actionListeners.delete(listener);
}

/** Registers an in-transaction handler (see WorkflowTransitionHandler); returns the function that removes it. */
export function onWorkflowTransition(handler: WorkflowTransitionHandler): () => void {
  transitionHandlers.add(handler);
  return () => transitionHandlers.delete(handler);
}

/** Runs the in-transaction handlers for the events of one action. */
export async function runTransitionHandlers(tx: Transaction, events: readonly WorkflowEvent[]) {
  for (const event of events) for (const handler of transitionHandlers) await handler(tx, event);
}

/** Delivers the events of one committed action to every listener, in order; the first failure is rethrown at the end. */
export async function deliverWorkflowEvents(events: readonly WorkflowEvent[]) {
  let failure: unknown;
  for (const event of events) {
    for (const listener of [...listeners]) {
      try {
        await listener(event);
      } catch (error) {
        failure ??= error;
      }
    }
  }
  for (const listener of [...actionListeners]) {
    try {
      await listener(events);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
