import { z } from 'zod';
import { P } from '../permissions';
import { ExportedWorkbook } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';

// ---------------------------------------------------------------------------------------------------------
// Logs (shell spec §7): the login log (/LogOnToLog, SystemManager.LoginLogManager) and the operation (audit) log
// (/OperationLog, SystemManager.AuditLogManager). Both are searched by user and date range and exported as .xlsx.

/** Most rows one export writes (newest first). */
export const LOG_EXPORT_MAX_ROWS = 10_000;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` in the server's time zone, as a real calendar date. */
const DateTimeText = z
  .string()
  .trim()
  .regex(DATE_TIME, '日期格式须为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss')
  .refine((text) => parseLocalDateTime(text, 'start') !== null, '日期无效');

/**
 * The instant a search bound names, in the server's local time: a date alone starts at 00:00:00 (`start`) or ends at
 * 23:59:59.999 (`end`). Null when the text is not a real date (2024-02-30).
 */
export function parseLocalDateTime(text: string, bound: 'start' | 'end'): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  const [hour, minute, second, ms]: [number, number, number, number] =
    h === undefined ? (bound === 'start' ? [0, 0, 0, 0] : [23, 59, 59, 999]) : [Number(h), Number(mi), Number(s), 0];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(year, month, day, hour, minute, second, ms);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

const DateRange = z.object({
  /** Start of the range (inclusive); a date alone means from 00:00:00. */
  startTime: DateTimeText.optional(),
  /** End of the range (inclusive); a date alone means to 23:59:59. */
  endTime: DateTimeText.optional(),
});

const endNotBeforeStart = (range: { startTime?: string | undefined; endTime?: string | undefined }) => {
  if (!range.startTime || !range.endTime) return true;
  const start = parseLocalDateTime(range.startTime, 'start');
  const end = parseLocalDateTime(range.endTime, 'end');
  return !start || !end || end >= start;
};
/** Answer (HTTP 400) when a search's end date lies before its start date. */
const REVERSED = { message: '结束日期不能早于开始日期', path: ['endTime'] };

const UserName = z.string().trim().max(64).optional();

// ---------------------------------------------------------------------------------------------------------
// Login log

const LoginLogFilter = DateRange.extend({
  /** Part of the account name used to sign in. */
  userName: UserName,
  /** `true` successful sign-ins only, `false` failed ones only; absent: both. */
  succeeded: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const LoginLogDto = z.object({
  id: z.uuid(),
  /** The account name as typed at sign-in. */
  userName: z.string(),
  /** The user's display name, when the account exists. */
  name: z.string().nullable(),
  /** ISO 8601. */
  loginTime: z.string(),
  ipAddress: z.string().nullable(),
  /** Browser and operating system from the user agent, e.g. `Chrome 120 / Windows 10`; null without a user agent. */
  client: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** 0 identity server (single sign-on), 1 password login. */
  loginType: z.number().int(),
  succeeded: z.boolean(),
  /** Why a sign-in failed (Chinese); null when it succeeded. */
  reason: z.string().nullable(),
});
export type LoginLogDto = z.infer<typeof LoginLogDto>;

export const getLoginLogList = defineEndpoint({
  name: 'getLoginLogList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/loginLog/loginLogList',
  summary: '登录日志分页列表，新的在前：用户、时间、IP、客户端、结果；可按用户（包含）、日期范围与结果筛选',
  access: P.system.LoginLog.query,
  query: PageQuery.extend(LoginLogFilter.shape).refine(endNotBeforeStart, REVERSED),
  data: pagedResult(LoginLogDto),
});

export const exportLoginLog = defineEndpoint({
  name: 'exportLoginLog',
  method: 'GET',
  base: 'qis',
  path: '/api/app/loginLog/exportLoginLog',
  summary: `按列表的筛选条件导出登录日志（.xlsx，新的在前，最多 ${LOG_EXPORT_MAX_ROWS} 行）`,
  access: P.system.LoginLog.export,
  query: LoginLogFilter.refine(endNotBeforeStart, REVERSED),
  data: ExportedWorkbook,
});

// ---------------------------------------------------------------------------------------------------------
// Operation (audit) log

const AuditLogFilter = DateRange.extend({
  /** Part of the acting user's account name. */
  userName: UserName,
  /** The module name as listed by auditLog/moduleList (exact). */
  module: z.string().trim().max(50).optional(),
});

/** One entity a call changed: its state before and after (absent before: created; absent after: deleted). */
export const AuditLogEntity = z.object({
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type AuditLogEntity = z.infer<typeof AuditLogEntity>;

export const AuditLogDto = z.object({
  id: z.uuid(),
  userName: z.string().nullable(),
  /** ISO 8601. */
  executionTime: z.string(),
  /** Chinese module name (from the call's service), null for entries written before modules were recorded. */
  module: z.string().nullable(),
  /** What the call does (its Chinese summary). */
  action: z.string().nullable(),
  /** The endpoint's name, e.g. `createDataDictionaryItem`. */
  endpoint: z.string(),
  method: z.string(),
  url: z.string(),
  ipAddress: z.string().nullable(),
  /** Milliseconds from the request's arrival to the log write. */
  durationMs: z.number().int().nullable(),
  /** The changed entities' names, comma separated (e.g. `dictionaryItem`). */
  entityNames: z.string(),
  entities: z.array(AuditLogEntity),
});
export type AuditLogDto = z.infer<typeof AuditLogDto>;

export const getAuditLogPagedList = defineEndpoint({
  name: 'getAuditLogPagedList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/auditLog/pagedList',
  summary:
    '操作日志分页列表，新的在前：用户、时间、模块、操作、实体及其修改前后、耗时；可按用户（包含）、模块与日期范围筛选',
  access: P.system.AuditLog.query,
  query: PageQuery.extend(AuditLogFilter.shape).refine(endNotBeforeStart, REVERSED),
  data: pagedResult(AuditLogDto),
});

export const getAuditLogModuleList = defineEndpoint({
  name: 'getAuditLogModuleList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/auditLog/moduleList',
  summary: '操作日志中出现过的模块名称（模块筛选的选项），按名称排序',
  access: P.system.AuditLog.query,
  data: z.array(z.string()),
});

export const exportAuditLog = defineEndpoint({
  name: 'exportAuditLog',
  method: 'GET',
  base: 'qis',
  path: '/api/app/auditLog/exportAuditLog',
  summary: `按列表的筛选条件导出操作日志（.xlsx，新的在前，最多 ${LOG_EXPORT_MAX_ROWS} 行）`,
  access: P.system.AuditLog.export,
  query: AuditLogFilter.refine(endNotBeforeStart, REVERSED),
  data: ExportedWorkbook,
});
