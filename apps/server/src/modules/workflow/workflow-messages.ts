import { MESSAGE_MODULE_CODES, type MessageModuleCode } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../platform/db/tenant-transaction';
import { type OutgoingMessage, sendMessages } from '../messages';
import { onWorkflowAction, type WorkflowEvent } from './events';

/** The message module of a flow's module type (shell spec §9 codes: 2 QFD, 3 FMEA, 10 QSD, 11 system). */
export function messageModuleOf(moduleType: number): MessageModuleCode {
  if (moduleType === 1003 || moduleType === 1004 || moduleType === 1005) return MESSAGE_MODULE_CODES.fmea;
  if (moduleType === 1007) return MESSAGE_MODULE_CODES.qfd;
  if (moduleType === 1006 || moduleType === 1020) return MESSAGE_MODULE_CODES.qsd;
  return MESSAGE_MODULE_CODES.system;
}

const TASK_MESSAGES = {
  approve: { text: '等待您审核', page: '/upcomingTrialDetails' },
  handle: { text: '等待您办理', page: '/upcomingHandleDetails' },
  notify: { text: '请您查阅', page: '/upcomingReadDetails' },
} as const;

/** The messages a workflow event sends: to whoever must now act, and to the initiator when the flow ends. */
export function workflowMessages(event: WorkflowEvent): OutgoingMessage[] {
  const module = messageModuleOf(event.moduleType);
  switch (event.type) {
    case 'taskAssigned': {
      const { text, page } = TASK_MESSAGES[event.kind];
      return [
        {
          userId: event.assigneeId,
          module,
          content: `「${event.title}」${text}（${event.nodeName}）`,
          url: `${page}?taskId=${event.taskId}`,
        },
      ];
    }
    case 'instanceApproved':
      return [
        {
          userId: event.initiatorId,
          module,
          content: `您发起的「${event.title}」已审批通过`,
          url: `/processedFlowDetails?instanceId=${event.instanceId}`,
        },
      ];
    case 'instanceRejected':
      return [
        {
          userId: event.initiatorId,
          module,
          content: `您发起的「${event.title}」在「${event.nodeName}」被驳回${event.comment ? `：${event.comment}` : ''}`,
          url: `/processedFlowDetails?instanceId=${event.instanceId}`,
        },
      ];
    default:
      return [];
  }
}

/**
 * Turns this app's workflow actions into messages (and realtime pushes). Messages are a consequence of a committed
 * action: all of one action's messages are written in one transaction of their own once the action has committed
 * (a flow assigned to 1,000 people is one transaction, not 1,000), and a failure is logged without undoing the action.
 */
export function sendWorkflowMessages(app: FastifyInstance): { stop(): void } {
  const send = async (events: readonly WorkflowEvent[]) => {
    const outgoing = events.flatMap(workflowMessages);
    const tenantId = events[0]?.tenantId;
    if (!tenantId || outgoing.length === 0) return;
    const { services } = app;
    const sent = await withTenant(services.db, tenantId, (tx) =>
      sendMessages({ tx, tenantId, realtime: services.realtime }, outgoing),
    );
    sent.push();
  };
  const unsubscribe = onWorkflowAction((events) =>
    send(events).catch((error: unknown) =>
      app.log.error({ err: error }, 'sending the messages of a workflow action failed'),
    ),
  );
  return { stop: unsubscribe };
}
