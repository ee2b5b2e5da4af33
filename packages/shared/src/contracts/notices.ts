import { z } from 'zod';
import { P } from '../permissions';
import { Id, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';
import { MESSAGE_MODULE_CODE_LIST } from './messages';

// The template renderer lives in domain/; re-exported here so the web and the server reach it from '@qis/shared'.
export * from '../domain/message-template';

// ---------------------------------------------------------------------------------------------------------
// Notices (/noticeManagement): system announcements. Permission SystemManager.NoticeManagement; publishing and
// withdrawing are edits of the notice, so they need its `edit` action.

/** A notice's state: draft -> published -> withdrawn. Only a draft is edited; a withdrawn notice is final. */
export const NOTICE_STATES = { draft: 0, published: 1, withdrawn: 2 } as const;
export type NoticeState = (typeof NOTICE_STATES)[keyof typeof NOTICE_STATES];

/** Who a notice reaches: 0 everyone in the tenant, 1 the users of the chosen roles and organizations. */
export const NOTICE_AUDIENCES = { everyone: 0, chosen: 1 } as const;

const Title = z.string().trim().min(1).max(200);
const Content = z.string().trim().min(1).max(10_000);

const NoticeFields = z.object({
  title: Title,
  content: Content,
  audienceType: z.union([z.literal(NOTICE_AUDIENCES.everyone), z.literal(NOTICE_AUDIENCES.chosen)]),
  /** Roles whose users the notice reaches (audienceType 1). */
  roleIds: z.array(Id).max(500).default([]),
  /** Organizations whose users (directly in them) the notice reaches (audienceType 1). */
  organizationIds: z.array(Id).max(500).default([]),
});

export const NoticeDto = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  /** NOTICE_STATES. */
  state: z.number().int(),
  /** NOTICE_AUDIENCES. */
  audienceType: z.number().int(),
  roleIds: z.array(z.uuid()),
  organizationIds: z.array(z.uuid()),
  /** ISO 8601; null until published. */
  publishTime: z.string().nullable(),
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  /** ISO 8601. */
  creationTime: z.string(),
  /** How many users the publication reached (0 before). */
  recipientCount: z.number().int(),
  version: z.number().int(),
});
export type NoticeDto = z.infer<typeof NoticeDto>;

/** What a recipient sees of a published notice (the read-only view the notice's message opens). */
export const NoticeViewDto = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  publishTime: z.string(),
  authorName: z.string().nullable(),
});
export type NoticeViewDto = z.infer<typeof NoticeViewDto>;

export const NoticeListQuery = PageQuery.extend({
  /** Part of the title, case-insensitive. */
  title: z.string().trim().max(200).optional(),
  /** NOTICE_STATES; absent: every state. */
  state: z.coerce.number().int().min(0).max(2).optional(),
});

const NoticeIdQuery = z.object({ id: Id });
const NoticeVersionBody = z.object({ id: Id, version: Version });

/** In-app route of a notice's read-only view; the notice's message links here. */
export const NOTICE_VIEW_PATH = '/noticeDetail';

export const getNoticeListPage = defineEndpoint({
  name: 'getNoticeListPage',
  method: 'GET',
  base: 'qis',
  path: '/api/app/notice/noticeListPage',
  summary: '公告分页列表，新建的在前；可按标题（包含）与状态（0 草稿，1 已发布，2 已撤回）筛选',
  access: P.system.Notices.query,
  query: NoticeListQuery,
  data: pagedResult(NoticeDto),
});

export const getNotice = defineEndpoint({
  name: 'getNotice',
  method: 'GET',
  base: 'qis',
  path: '/api/app/notice/notice',
  summary: '一条公告（管理用，任何状态）',
  access: P.system.Notices.get,
  query: NoticeIdQuery,
  data: NoticeDto,
});

export const getPublishedNotice = defineEndpoint({
  name: 'getPublishedNotice',
  method: 'GET',
  base: 'qis',
  path: '/api/app/notice/publishedNotice',
  summary: '查看一条已发布的公告（只读）：调用者须在公告的受众之中，或有公告管理的查看权限；否则 404',
  access: 'user',
  query: NoticeIdQuery,
  data: NoticeViewDto,
});

/**
 * Roles and organizations a notice's audience can name: a call of its own, behind the notice point, so that a notice
 * editor needs neither the role nor the organization management point.
 */
export const NoticeAudienceOptions = z.object({
  roles: z.array(z.object({ id: z.uuid(), name: z.string() })),
  organizations: z.array(z.object({ id: z.uuid(), name: z.string(), parentId: z.uuid().nullable() })),
});
export type NoticeAudienceOptions = z.infer<typeof NoticeAudienceOptions>;

export const getNoticeAudienceOptions = defineEndpoint({
  name: 'getNoticeAudienceOptions',
  method: 'GET',
  base: 'qis',
  path: '/api/app/notice/audienceOptions',
  summary: '公告受众可选的角色与组织（按名称排序）',
  access: P.system.Notices.query,
  data: NoticeAudienceOptions,
});

export const createNotice = defineEndpoint({
  name: 'createNotice',
  method: 'POST',
  base: 'qis',
  path: '/api/app/notice/createNotice',
  summary: '新建公告（草稿），作者为调用者',
  access: P.system.Notices.add,
  body: NoticeFields,
  data: NoticeDto,
});

export const updateNotice = defineEndpoint({
  name: 'updateNotice',
  method: 'POST',
  base: 'qis',
  path: '/api/app/notice/updateNotice',
  summary: '修改草稿公告（version 为读取时的版本，过期则 409）；已发布或已撤回的公告不能修改',
  access: P.system.Notices.edit,
  body: NoticeFields.extend({ id: Id, version: Version }),
  data: NoticeDto,
});

export const deleteNotice = defineEndpoint({
  name: 'deleteNotice',
  method: 'POST',
  base: 'qis',
  path: '/api/app/notice/deleteNotice',
  summary: '删除草稿或已撤回的公告；已发布的须先撤回',
  access: P.system.Notices.delete,
  body: z.object({ id: Id }),
  data: z.null(),
});

export const publishNotice = defineEndpoint({
  name: 'publishNotice',
  method: 'POST',
  base: 'qis',
  path: '/api/app/notice/publishNotice',
  summary:
    '发布草稿公告：记录发布时间，并给受众中每个在用用户发一条系统管理（11）消息（实时推送，按邮件通知设置发邮件）',
  access: P.system.Notices.edit,
  body: NoticeVersionBody,
  data: NoticeDto,
});

export const withdrawNotice = defineEndpoint({
  name: 'withdrawNotice',
  method: 'POST',
  base: 'qis',
  path: '/api/app/notice/withdrawNotice',
  summary: '撤回已发布的公告：受众不再能查看（已发出的消息保留）',
  access: P.system.Notices.edit,
  body: NoticeVersionBody,
  data: NoticeDto,
});

// ---------------------------------------------------------------------------------------------------------
// Mail notification (SystemManager.MailNotification). The spec names the calls without their service prefix;
// they live under /api/app/mailNotification/.

export const MailNotificationDto = z.object({
  /** Messages are also sent by e-mail (to recipients with an address). */
  isEnabled: z.boolean(),
  /** The message module codes (MESSAGE_MODULE_CODES) whose messages are mailed. */
  moduleCodes: z.array(z.number().int()),
  /** 0 until the tenant first saves its setting. */
  version: z.number().int(),
});
export type MailNotificationDto = z.infer<typeof MailNotificationDto>;

export const ChangeMailNotificationBody = z.object({
  isEnabled: z.boolean(),
  moduleCodes: z
    .array(
      z
        .number()
        .int()
        .refine((code) => (MESSAGE_MODULE_CODE_LIST as number[]).includes(code), '未知的消息模块'),
    )
    .max(20),
  /** The version read (0 when never saved); a stale one gets 409. */
  version: z.number().int().min(0),
});

/** Outcome of one mail: 0 waiting to be sent (or between attempts), 1 sent, 2 failed after every attempt. */
export const MAIL_OUTCOMES = { pending: 0, sent: 1, failed: 2 } as const;

/** Attempts a mail gets before it is recorded as failed. */
export const MAIL_MAX_ATTEMPTS = 3;

export const MailHistoryDto = z.object({
  id: z.uuid(),
  /** The recipient's e-mail address at the time of sending. */
  recipient: z.string(),
  recipientName: z.string().nullable(),
  subject: z.string(),
  module: z.number().int(),
  /** ISO 8601: when the mail was queued. */
  creationTime: z.string(),
  /** ISO 8601: when the last attempt ended; null before the first. */
  sendTime: z.string().nullable(),
  /** MAIL_OUTCOMES. */
  outcome: z.number().int(),
  attempts: z.number().int(),
  /** The last attempt's error; null when it was sent. */
  error: z.string().nullable(),
});
export type MailHistoryDto = z.infer<typeof MailHistoryDto>;

export const MailHistoryQuery = PageQuery.extend({
  /** Part of the recipient's address or name. */
  recipient: z.string().trim().max(200).optional(),
  /** MAIL_OUTCOMES; absent: every outcome. */
  outcome: z.coerce.number().int().min(0).max(2).optional(),
});

export const getMailNotification = defineEndpoint({
  name: 'getMailNotification',
  method: 'GET',
  base: 'qis',
  path: '/api/app/mailNotification/mailNotification',
  summary: '本租户的邮件通知设置：是否同时以邮件发送消息，以及哪些消息模块',
  access: P.system.MailNotification.get,
  data: MailNotificationDto,
});

export const changeMailNotification = defineEndpoint({
  name: 'changeMailNotification',
  method: 'POST',
  base: 'qis',
  path: '/api/app/mailNotification/changeMailNotification',
  summary: '保存本租户的邮件通知设置（version 为读取时的版本，过期则 409）',
  access: P.system.MailNotification.edit,
  body: ChangeMailNotificationBody,
  data: MailNotificationDto,
});

export const getMailHistoryInfosPage = defineEndpoint({
  name: 'getMailHistoryInfosPage',
  method: 'GET',
  base: 'qis',
  path: '/api/app/mailNotification/mailHistoryInfosPage',
  summary: '邮件发送记录分页列表，新的在前：收件人、主题、时间、结果（0 待发送，1 已发送，2 失败）、尝试次数、错误',
  access: P.system.MailNotification.query,
  query: MailHistoryQuery,
  data: pagedResult(MailHistoryDto),
});

// ---------------------------------------------------------------------------------------------------------
// Message templates (/MessageTemplates, /MessageTemplatesDetail): the spec's SystemManager.EmailTemplate.

/** A template code: dotted segments of letters and digits, e.g. `workflow.taskAssigned.approve`. */
export const TEMPLATE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;

const TemplateFields = z.object({
  code: z.string().trim().min(1).max(100).regex(TEMPLATE_CODE_PATTERN, '编码须为以点分隔的字母数字段'),
  name: z.string().trim().min(1).max(100),
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
  isEnabled: z.boolean(),
});

export const MessageTemplateDto = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  isEnabled: z.boolean(),
  /** ISO 8601. */
  lastModificationTime: z.string(),
  version: z.number().int(),
});
export type MessageTemplateDto = z.infer<typeof MessageTemplateDto>;

export const MessageTemplateListQuery = PageQuery.extend({
  /** Part of the code or the name. */
  keyword: z.string().trim().max(100).optional(),
});

export const getMessageTemplateList = defineEndpoint({
  name: 'getMessageTemplateList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/messageTemplate/messageTemplateList',
  summary: '消息模板分页列表，按编码排序；keyword 匹配编码或名称',
  access: P.system.EmailTemplate.query,
  query: MessageTemplateListQuery,
  data: pagedResult(MessageTemplateDto),
});

export const getMessageTemplate = defineEndpoint({
  name: 'getMessageTemplate',
  method: 'GET',
  base: 'qis',
  path: '/api/app/messageTemplate/messageTemplate',
  summary: '一个消息模板',
  access: P.system.EmailTemplate.get,
  query: z.object({ id: Id }),
  data: MessageTemplateDto,
});

export const createMessageTemplate = defineEndpoint({
  name: 'createMessageTemplate',
  method: 'POST',
  base: 'qis',
  path: '/api/app/messageTemplate/createMessageTemplate',
  summary: '新建消息模板；编码在租户内唯一',
  access: P.system.EmailTemplate.add,
  body: TemplateFields,
  data: MessageTemplateDto,
});

export const updateMessageTemplate = defineEndpoint({
  name: 'updateMessageTemplate',
  method: 'POST',
  base: 'qis',
  path: '/api/app/messageTemplate/updateMessageTemplate',
  summary: '修改消息模板（version 为读取时的版本，过期则 409）',
  access: P.system.EmailTemplate.edit,
  body: TemplateFields.extend({ id: Id, version: Version }),
  data: MessageTemplateDto,
});

export const deleteMessageTemplate = defineEndpoint({
  name: 'deleteMessageTemplate',
  method: 'POST',
  base: 'qis',
  path: '/api/app/messageTemplate/deleteMessageTemplate',
  summary: '删除消息模板（工作流消息随后使用内置默认文本）',
  access: P.system.EmailTemplate.delete,
  body: z.object({ id: Id }),
  data: z.null(),
});
