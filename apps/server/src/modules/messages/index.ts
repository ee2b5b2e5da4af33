export { registerMessageRoutes } from './messages.routes';
export {
  type OutgoingMessage,
  type SendContext,
  type SentMessages,
  sendMessages,
} from './messages.service';
