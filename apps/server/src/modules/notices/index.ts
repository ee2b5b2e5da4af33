export {
  drainMailDeliveries,
  type MailContent,
  type MailQueueContext,
  mailRetry,
  type QueuedMails,
  queueMessageMails,
} from './mail-delivery';
export { registerNoticeRoutes } from './notices.routes';
export { createDefaultMessageTemplates, renderMessageTemplate } from './templates.service';
export { mailWorkflowMessages, workflowTemplateOf } from './workflow-mails';
