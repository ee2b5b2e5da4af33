import type { TemplateValues } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../platform/db/tenant-transaction';
import { onWorkflowAction, type WorkflowEvent } from '../workflow/events';
import { workflowMessages } from '../workflow/workflow-messages';
import { mailedModules, queueMessageMails } from './mail-delivery';
import { renderMessageTemplate } from './templates.service';

/**
 * The message template of a workflow event and the values it renders with; null for events that send no message.
 * With the default templates the rendered body is exactly the text workflow-messages.ts sends.
 */
export function workflowTemplateOf(event: WorkflowEvent): { code: string; values: TemplateValues } | null {
  switch (event.type) {
    case 'taskAssigned':
      return { code: `workflow.taskAssigned.${event.kind}`, values: { title: event.title, nodeName: event.nodeName } };
    case 'instanceApproved':
      return { code: 'workflow.instanceApproved', values: { title: event.title } };
    case 'instanceRejected':
      return {
        code: 'workflow.instanceRejected',
        values: { title: event.title, nodeName: event.nodeName, comment: event.comment ? `：${event.comment}` : '' },
      };
    default:
      return null;
  }
}

/**
 * Mails the workflow's messages when the tenant's mail notification is on for their module, with the subject and
 * body of the event's message template (the tenant's own, else the default). The in-app message itself is still
 * sent by workflow-messages.ts; this listener only adds the mail, in a transaction of its own.
 */
export function mailWorkflowMessages(app: FastifyInstance): { stop(): void } {
  const mail = async (events: readonly WorkflowEvent[]) => {
    const items = events.flatMap((event) => {
      const outgoing = workflowMessages(event);
      return outgoing.length > 0 ? [{ outgoing, template: workflowTemplateOf(event) }] : [];
    });
    const tenantId = events[0]?.tenantId;
    if (!tenantId || items.length === 0) return;
    const { services } = app;
    const queued = await withTenant(services.db, tenantId, async (tx) => {
      // Mail off for the tenant (the usual case): nothing to render or queue.
      if (!(await mailedModules(tx))) return [];
      const all = [];
      for (const { outgoing, template } of items) {
        const rendered = template ? await renderMessageTemplate(tx, template.code, template.values) : null;
        all.push(
          await queueMessageMails(
            { tx, tenantId, services },
            outgoing.map((m) => ({ ...m, url: m.url ?? null })),
            (message) => {
              if (!rendered) return undefined;
              const link = message.url ? `\n\n查看：${services.config.publicUrl}${message.url}` : '';
              return { subject: rendered.subject, text: `${rendered.body}${link}` };
            },
          ),
        );
      }
      return all;
    });
    for (const mails of queued) mails.deliver();
  };
  // One transaction per workflow action (the mails themselves are delivered in the background).
  const unsubscribe = onWorkflowAction((events) =>
    mail(events).catch((error: unknown) =>
      app.log.error({ err: error }, 'queueing the mails of a workflow action failed'),
    ),
  );
  return { stop: unsubscribe };
}
