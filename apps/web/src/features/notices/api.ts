import {
  changeMailNotification,
  createMessageTemplate,
  createNotice,
  deleteMessageTemplate,
  deleteNotice,
  type EndpointData,
  type EndpointDefinition,
  type EndpointInput,
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
import { http } from '../../shell/http';

/** Calls of notices, message templates and mail notification; paths come from the declarations in @qis/shared. */

/** Query parameters of a call: a search filter with SkipCount / MaxResultCount. */
type Query = object;
const get = <E extends EndpointDefinition>(e: E, params?: Query) =>
  http.get<EndpointData<E>>(e.path, { params: params as Record<string, string | number | boolean | undefined> });
const post = <E extends EndpointDefinition>(e: E, body: EndpointInput<E>['body']) =>
  http.post<EndpointData<E>>(e.path, body);

export type NoticePage = EndpointData<typeof getNoticeListPage>;
export type NoticeBody = EndpointInput<typeof createNotice>['body'];
export type MailHistoryPage = EndpointData<typeof getMailHistoryInfosPage>;
export type TemplatePage = EndpointData<typeof getMessageTemplateList>;
export type TemplateBody = EndpointInput<typeof createMessageTemplate>['body'];

export const fetchNotices = (query: Query) => get(getNoticeListPage, query);
export const fetchNotice = (id: string) => get(getNotice, { id });
export const fetchPublishedNotice = (id: string) => get(getPublishedNotice, { id });
export const fetchAudienceOptions = () => get(getNoticeAudienceOptions);
export const saveNotice = (body: NoticeBody, existing?: { id: string; version: number }) =>
  existing ? post(updateNotice, { ...body, ...existing }) : post(createNotice, body);
export const removeNotice = (id: string) => post(deleteNotice, { id });
export const publish = (id: string, version: number) => post(publishNotice, { id, version });
export const withdraw = (id: string, version: number) => post(withdrawNotice, { id, version });

export const fetchMailNotification = () => get(getMailNotification);
export const saveMailNotification = (body: EndpointInput<typeof changeMailNotification>['body']) =>
  post(changeMailNotification, body);
export const fetchMailHistory = (query: Query) => get(getMailHistoryInfosPage, query);

export const fetchTemplates = (query: Query) => get(getMessageTemplateList, query);
export const fetchTemplate = (id: string) => get(getMessageTemplate, { id });
export const saveTemplate = (body: TemplateBody, existing?: { id: string; version: number }) =>
  existing ? post(updateMessageTemplate, { ...body, ...existing }) : post(createMessageTemplate, body);
export const removeTemplate = (id: string) => post(deleteMessageTemplate, { id });
