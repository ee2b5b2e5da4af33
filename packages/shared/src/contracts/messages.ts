import { z } from 'zod';
import { MESSAGE_MODULE_CODES } from '../modules/catalogue';
import { Id } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';

/** Module code of a message (shell spec §9): 1 supplier, 2 QFD, 3 FMEA, 10 QSD, 11 system management. */
export type MessageModuleCode = (typeof MESSAGE_MODULE_CODES)[keyof typeof MESSAGE_MODULE_CODES];
export const MESSAGE_MODULE_CODE_LIST = Object.values(MESSAGE_MODULE_CODES) as MessageModuleCode[];

/** Status filter of the message list (shell spec §4): -1 all, 1 read, 0 unread. */
export const MESSAGE_STATUS = { all: -1, read: 1, unread: 0 } as const;

/** One message of the signed-in user (shell spec §3, field names as the spec spells them). */
export const MessageDto = z.object({
  id: z.uuid(),
  content: z.string(),
  /** MESSAGE_MODULE_CODES. */
  module: z.number().int(),
  /** Send time for display, `YYYY-MM-DD HH:mm:ss` (server time). */
  dateStr: z.string(),
  /** Send time, ISO 8601. */
  sendDate: z.string(),
  isRead: z.boolean(),
  /** In-app route opening the message navigates to; null: nothing to open (the web warns 该事项已办理). */
  url: z.string().nullable(),
  /** The message's running number among the recipient's messages: 1 for the first they received. */
  serialNumber: z.number().int(),
});
export type MessageDto = z.infer<typeof MessageDto>;

/** Counts over all of the user's messages, whatever the list's filter and page. */
export const MessageCounts = z.object({
  totalCount: z.number().int(),
  readCount: z.number().int(),
  unReadCount: z.number().int(),
});
export type MessageCounts = z.infer<typeof MessageCounts>;

export const MessageListQuery = PageQuery.extend({
  /** -1 all (default), 1 read, 0 unread. */
  status: z.coerce.number().int().min(-1).max(1).default(MESSAGE_STATUS.all),
});

/** A page of messages, newest first; totalCount counts the filtered list, readCount / unReadCount all messages. */
export const MessageList = pagedResult(MessageDto).extend({
  readCount: z.number().int(),
  unReadCount: z.number().int(),
});
export type MessageList = z.infer<typeof MessageList>;

/** Message page sizes of shell spec §9 (default 15). */
export const MESSAGE_PAGE_SIZES = [15, 30, 45, 60] as const;

const MessageIdBody = z.object({ id: Id });

export const getMessageList = defineEndpoint({
  name: 'getMessageList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/message/messageList',
  summary: '我的消息分页列表（status：-1 全部，1 已读，0 未读），新消息在前，附已读与未读总数',
  access: 'user',
  query: MessageListQuery,
  data: MessageList,
});

export const readMessages = defineEndpoint({
  name: 'readMessages',
  method: 'POST',
  base: 'qis',
  path: '/api/app/message/readMessages',
  summary: '将我的若干消息标为已读（请求体为消息 id 数组）；任一 id 不是我的消息则 404 且不改任何消息',
  access: 'user',
  ownData: true,
  body: z.array(Id).max(1000),
  data: MessageCounts,
});

export const readAllMessages = defineEndpoint({
  name: 'readAllMessages',
  method: 'POST',
  base: 'qis',
  path: '/api/app/message/readAllMessages',
  summary: '将我的全部消息标为已读',
  access: 'user',
  ownData: true,
  data: MessageCounts,
});

export const deleteMessage = defineEndpoint({
  name: 'deleteMessage',
  method: 'POST',
  base: 'qis',
  path: '/api/app/message/deleteMessage',
  summary: '删除我的一条消息',
  access: 'user',
  ownData: true,
  body: MessageIdBody,
  data: MessageCounts,
});

export const getMyMessageList = defineEndpoint({
  name: 'getMyMessageList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/messageInfor/myMessageList',
  summary: '我的消息分页列表（同 message/messageList）',
  access: 'user',
  query: MessageListQuery,
  data: MessageList,
});

export const readMessage = defineEndpoint({
  name: 'readMessage',
  method: 'POST',
  base: 'qis',
  path: '/api/app/messageInfor/readMessage',
  summary: '将我的一条消息标为已读（已读的再读无妨）',
  access: 'user',
  ownData: true,
  body: MessageIdBody,
  data: MessageCounts,
});

export const deleteMyMessage = defineEndpoint({
  name: 'deleteMyMessage',
  method: 'POST',
  base: 'qis',
  path: '/api/app/messageInfor/deleteMessage',
  summary: '删除我的一条消息（同 message/deleteMessage）',
  access: 'user',
  ownData: true,
  body: MessageIdBody,
  data: MessageCounts,
});

/** Realtime hub (DESIGN.md "Realtime"): Socket.IO path and event names. */
export const REALTIME_HUB_PATH = '/qis/signalr-hubs/chat';
export const REALTIME_EVENTS = {
  /** Client -> server, with the signed-in user's id (and optionally an ack callback). */
  initInUser: 'InitInUser',
  /** Server -> client: `{ Module, Content }`, Content the message as a JSON string (a MessageDto). */
  receiveMessage: 'ReceiveMessage',
  /**
   * Server -> client just before it disconnects a socket: `{ code, message }`, 403 after InitInUser with someone
   * else's id, 401 when the token expires. A refused handshake arrives as connect_error instead (data `{ code }`).
   */
  error: 'error',
  /**
   * Client -> server: `{ topic, id }` (PresenceTarget), with an ack `{ code, message }` (0 joined; 400 a bad target,
   * 403/404 as the API answers the thing itself). The socket is present there until it leaves or disconnects.
   */
  joinPresence: 'JoinPresence',
  /** Client -> server: `{ topic, id }`, the socket is no longer present there. */
  leavePresence: 'LeavePresence',
  /** Server -> every socket present: PresencePayload, whenever someone joins or leaves. */
  presence: 'Presence',
} as const;

/** What presence is kept for: an FMEA project (its id) for now. */
export const PRESENCE_TOPICS = ['fmea'] as const;
export type PresenceTopic = (typeof PRESENCE_TOPICS)[number];

export interface PresenceTarget {
  topic: PresenceTopic;
  id: string;
}

/** Who is present at a target: each user once, however many of their tabs or devices are there. */
export interface PresencePayload extends PresenceTarget {
  users: { userId: string; name: string }[];
  /**
   * When the list was read (microseconds since the epoch on the announcing instance, increasing per instance). Two
   * announcements can arrive out of order (each goes through the cluster adapter's publish first): a client keeps
   * the list read last, `isNewerPresence`.
   */
  readAt: number;
}

/** Whether `payload` was read after the list a client holds (read at `heldReadAt`, or none held). */
export const isNewerPresence = (payload: PresencePayload, heldReadAt: number | undefined) =>
  heldReadAt === undefined || payload.readAt > heldReadAt;

/**
 * Payload of ReceiveMessage: a message (Module its MESSAGE_MODULE_CODES) or a change notice of a module's data that
 * open screens reload on, without a notification (Module 'fmea': Content `{ projectId, part, by }`).
 */
export interface ReceiveMessagePayload {
  Module: number | 'fmea';
  Content: string;
}
