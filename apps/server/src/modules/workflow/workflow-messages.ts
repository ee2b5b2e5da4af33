import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_MODULE_CODES,
  type MessageModuleCode,
  renderTemplate,
  type TemplateValues,
} from '@qis/shared';
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

const TASK_PAGES = {
  approve: '/upcomingTrialDetails',
  handle: '/upcomingHandleDetails',
  notify: '/upcomingReadDetails',
} as const;

/** A workflow message: who gets it, the page it opens and the template (code and values) its text renders from. */
interface WorkflowMessage {
  userId: string;
  url: string;
  template: { code: string; values: TemplateValues };
}

/** The message a workflow event sends: to whoever must now act, or to the initiator when the flow ends. */
function workflowMessageOf(event: WorkflowEvent): WorkflowMessage | null {
  switch (event.type) {
    case 'taskAssigned':
      return {
        userId: event.assigneeId,
        url: `${TASK_PAGES[event.kind]}?taskId=${event.taskId}`,
        template: {
          code: `workflow.taskAssigned.${event.kind}`,
          values: { title: event.title, nodeName: event.nodeName },
        },
      };
    case 'instanceApproved':
      return {
        userId: event.initiatorId,
        url: `/processedFlowDetails?instanceId=${event.instanceId}`,
        template: { code: 'workflow.instanceApproved', values: { title: event.title } },
      };
    case 'instanceRejected':
      return {
        userId: event.initiatorId,
        url: `/processedFlowDetails?instanceId=${event.instanceId}`,
        template: {
          code: 'workflow.instanceRejected',
          values: { title: event.title, nodeName: event.nodeName, comment: event.comment ? `：${event.comment}` : '' },
        },
      };
    default:
      return null;
  }
}

/** The message template of a workflow event and the values it renders with; null for events that send no message. */
export const workflowTemplateOf = (event: WorkflowEvent) => workflowMessageOf(event)?.template ?? null;

const DEFAULT_BODIES = new Map(DEFAULT_MESSAGE_TEMPLATES.map((t) => [t.code, t.body]));

/**
 * The in-app messages a workflow event sends, their text rendered from the built-in default templates (a tenant's
 * own templates shape only the mails, see notices/workflow-mails.ts).
 */
export function workflowMessages(event: WorkflowEvent): OutgoingMessage[] {
  const message = workflowMessageOf(event);
  if (!message) return [];
  const { code, values } = message.template;
  return [
    {
      userId: message.userId,
      module: messageModuleOf(event.moduleType),
      content: renderTemplate(DEFAULT_BODIES.get(code) ?? '', values),
      url: message.url,
    },
  ];
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
