import {
  changeMailNotification,
  createMessageTemplate,
  createNotice,
  deleteMessageTemplate,
  deleteNotice,
  type EndpointInput,
  getMailHistoryInfosPage,
  getMailNotification,
  getMessageTemplate,
  getMessageTemplateList,
  getNoticeAudienceOptions,
  getNoticeListPage,
  getPublishedNotice,
  publishNotice,
  updateMessageTemplate,
  updateNotice,
  withdrawNotice,
} from '@qis/shared';
import { callEndpoint } from '../../shell/call-endpoint';

/** Calls of notices, message templates and mail notification; method and path come from the declarations in @qis/shared. */

export type NoticeBody = EndpointInput<typeof createNotice>['body'];
export type TemplateBody = EndpointInput<typeof createMessageTemplate>['body'];
type Existing = { id: string; version: number };

export const fetchNotices = (query: EndpointInput<typeof getNoticeListPage>['query']) =>
  callEndpoint(getNoticeListPage, { query });
export const fetchPublishedNotice = (id: string) => callEndpoint(getPublishedNotice, { query: { id } });
export const fetchAudienceOptions = () => callEndpoint(getNoticeAudienceOptions);
export const saveNotice = (body: NoticeBody, existing?: Existing) =>
  existing ? callEndpoint(updateNotice, { body: { ...body, ...existing } }) : callEndpoint(createNotice, { body });
export const removeNotice = (id: string) => callEndpoint(deleteNotice, { body: { id } });
export const publish = (id: string, version: number) => callEndpoint(publishNotice, { body: { id, version } });
export const withdraw = (id: string, version: number) => callEndpoint(withdrawNotice, { body: { id, version } });

export const fetchMailNotification = () => callEndpoint(getMailNotification);
export const saveMailNotification = (body: EndpointInput<typeof changeMailNotification>['body']) =>
  callEndpoint(changeMailNotification, { body });
export const fetchMailHistory = (query: EndpointInput<typeof getMailHistoryInfosPage>['query']) =>
  callEndpoint(getMailHistoryInfosPage, { query });

export const fetchTemplates = (query: EndpointInput<typeof getMessageTemplateList>['query']) =>
  callEndpoint(getMessageTemplateList, { query });
export const fetchTemplate = (id: string) => callEndpoint(getMessageTemplate, { query: { id } });
export const saveTemplate = (body: TemplateBody, existing?: Existing) =>
  existing
    ? callEndpoint(updateMessageTemplate, { body: { ...body, ...existing } })
    : callEndpoint(createMessageTemplate, { body });
export const removeTemplate = (id: string) => callEndpoint(deleteMessageTemplate, { body: { id } });
