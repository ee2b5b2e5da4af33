import { http } from '../../shell/http';

/** Spec §3 Message. */
export interface Message {
  id: string;
  content: string;
  module: number;
  dateStr: string;
  sendDate: string;
  isRead: boolean;
  url: string | null;
  serialNumber: number;
}

/** Status filter of spec §4: all -1, read 1, unread 0. */
export type MessageStatus = -1 | 0 | 1;

export interface MessagePage {
  items: Message[];
  totalCount: number;
  readCount: number;
  unReadCount: number;
}

export const fetchMessages = (status: MessageStatus, skipCount: number, maxResultCount: number) =>
  http.get<MessagePage>('/api/app/message/messageList', {
    params: { status, SkipCount: skipCount, MaxResultCount: maxResultCount },
  });
export const markMessagesRead = (ids: string[]) => http.post<null>('/api/app/message/readMessages', ids);
export const markAllMessagesRead = () => http.post<null>('/api/app/message/readAllMessages');
export const deleteMessage = (id: string) => http.post<null>('/api/app/message/deleteMessage', { id });

/** Announced on window whenever messages change (received, read, deleted): the bell and the centre reload. */
export const MESSAGES_CHANGED_EVENT = 'qis:messages-changed';
export const announceMessagesChanged = () => window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT));
