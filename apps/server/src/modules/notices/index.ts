export { drainMailDeliveries } from './mail-delivery';
export { registerNoticeRoutes } from './notices.routes';
export { createDefaultMessageTemplates } from './templates.service';
export { mailWorkflowMessages } from './workflow-mails';
