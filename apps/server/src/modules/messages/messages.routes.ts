import {
  deleteMessage,
  deleteMyMessage,
  getMessageList,
  getMyMessageList,
  readAllMessages,
  readMessage,
  readMessages,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as service from './messages.service';

export function registerMessageRoutes(app: FastifyInstance) {
  registerEndpoint(app, getMessageList, ({ query }, ctx) => service.listMessages(ctx, query));
  registerEndpoint(app, readMessages, ({ body }, ctx) => service.markRead(ctx, body));
  registerEndpoint(app, readAllMessages, (_input, ctx) => service.markAllRead(ctx));
  registerEndpoint(app, deleteMessage, ({ body }, ctx) => service.deleteMessage(ctx, body.id));
  // The spec's messageInfor calls: the same list, one message read, one deleted.
  registerEndpoint(app, getMyMessageList, ({ query }, ctx) => service.listMessages(ctx, query));
  registerEndpoint(app, readMessage, ({ body }, ctx) => service.markRead(ctx, [body.id]));
  registerEndpoint(app, deleteMyMessage, ({ body }, ctx) => service.deleteMessage(ctx, body.id));
}
