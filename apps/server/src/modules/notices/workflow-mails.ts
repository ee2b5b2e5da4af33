import type { FastifyInstance } from 'fastify';
import { withTenant } from '../../platform/db/tenant-transaction';
import { onWorkflowAction, type WorkflowEvent } from '../workflow/events';
import { workflowMessages, workflowTemplateOf } from '../workflow/workflow-messages';
import { type MailContent, mailedModules, queueMessageMails, type SentMessage } from './mail-delivery';
import { messageTemplateRenderer } from './templates.service';

/**
 * Mails the workflow's messages when the tenant's mail notification is on for their module, with the subject and
 * body of the event's message template (the tenant's own, else the default). The in-app message itself is still
 * sent by workflow-messages.ts; this listener only adds the mail, in a transaction of its own: one per action, with
 * one query for the templates and one for the recipients however many people the action concerns.
 */
export function mailWorkflowMessages(app: FastifyInstance): { stop(): void } {
  const mail = async (events: readonly WorkflowEvent[]) => {
    const tenantId = events[0]?.tenantId;
    const items = events.flatMap((event) => {
      const template = workflowTemplateOf(event);
      return workflowMessages(event).map((m) => ({ message: { ...m, url: m.url ?? null }, template }));
    });
    if (!tenantId || items.length === 0) return;
    const { services } = app;
    const queued = await withTenant(services.db, tenantId, async (tx) => {
      // Mail off for the tenant (the usual case): nothing to render or queue.
      if (!(await mailedModules(tx))) return null;
      const render = await messageTemplateRenderer(
        tx,
        items.flatMap(({ template }) => (template ? [template.code] : [])),
      );
      const mails = new Map<SentMessage, MailContent>();
      for (const { message, template } of items) {
        const rendered = template && render(template.code, template.values);
        if (!rendered) continue;
        const link = message.url ? `\n\n查看：${services.config.publicUrl}${message.url}` : '';
        mails.set(message, { subject: rendered.subject, text: `${rendered.body}${link}` });
      }
      return queueMessageMails(
        { tx, tenantId, services },
        items.map((i) => i.message),
        (message) => mails.get(message),
      );
    });
    queued?.deliver();
  };
  const unsubscribe = onWorkflowAction((events) =>
    mail(events).catch((error: unknown) =>
      app.log.error({ err: error }, 'queueing the mails of a workflow action failed'),
    ),
  );
  return { stop: unsubscribe };
}
