import {
  changeMailNotification,
  createMessageTemplate,
  createNotice,
  deleteMessageTemplate,
  deleteNotice,
  getMailHistoryInfosPage,
  getMailNotification,
  getMessageTemplate,
  getMessageTemplateList,
  getNotice,
  getNoticeAudienceOptions,
  getNoticeListPage,
  getPublishedNotice,
  publishNotice,
  updateMessageTemplate,
  updateNotice,
  withdrawNotice,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as mail from './mail.service';
import * as notices from './notices.service';
import * as templates from './templates.service';

export function registerNoticeRoutes(app: FastifyInstance) {
  registerEndpoint(app, getNoticeListPage, ({ query }, ctx) => notices.listNotices(ctx, query));
  registerEndpoint(app, getNotice, ({ query }, ctx) => notices.getNotice(ctx, query.id));
  registerEndpoint(app, getNoticeAudienceOptions, (_input, ctx) => notices.audienceOptions(ctx));
  registerEndpoint(app, getPublishedNotice, ({ query }, ctx) => notices.publishedNotice(ctx, query.id));
  registerEndpoint(app, createNotice, ({ body }, ctx) => notices.createNotice(ctx, body));
  registerEndpoint(app, updateNotice, ({ body }, ctx) => notices.updateNotice(ctx, body));
  registerEndpoint(app, deleteNotice, ({ body }, ctx) => notices.deleteNotice(ctx, body.id));
  registerEndpoint(app, publishNotice, ({ body }, ctx) => notices.publishNotice(ctx, body.id, body.version));
  registerEndpoint(app, withdrawNotice, ({ body }, ctx) => notices.withdrawNotice(ctx, body.id, body.version));

  registerEndpoint(app, getMailNotification, (_input, ctx) => mail.getMailNotification(ctx));
  registerEndpoint(app, changeMailNotification, ({ body }, ctx) => mail.changeMailNotification(ctx, body));
  registerEndpoint(app, getMailHistoryInfosPage, ({ query }, ctx) => mail.mailHistoryPage(ctx, query));

  registerEndpoint(app, getMessageTemplateList, ({ query }, ctx) => templates.listTemplates(ctx, query));
  registerEndpoint(app, getMessageTemplate, ({ query }, ctx) => templates.getTemplate(ctx, query.id));
  registerEndpoint(app, createMessageTemplate, ({ body }, ctx) => templates.createTemplate(ctx, body));
  registerEndpoint(app, updateMessageTemplate, ({ body }, ctx) => templates.updateTemplate(ctx, body));
  registerEndpoint(app, deleteMessageTemplate, ({ body }, ctx) => templates.deleteTemplate(ctx, body.id));
}
