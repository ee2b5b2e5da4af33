import { LOG_EXPORT_MAX_ROWS, type LoginLogDto } from '@qis/shared';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { loginLogs, users } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import { exportWorkbook } from '../../platform/excel/workbook-export';
import type { UserContext } from '../../platform/http/request-context';
import { dateStr } from '../messages/messages.service';
import { fileStamp, withinDateRange } from './date-range';
import { describeClient } from './user-agent';

interface LoginLogFilter {
  userName?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  succeeded?: boolean | undefined;
}

/** The login service records why a sign-in failed in English codes; the log shows them in Chinese. */
const FAILURE_REASONS: Record<string, string> = {
  'unknown user': '用户不存在',
  'bad password': '密码错误',
  'bad password, locked out': '密码错误，账号已锁定',
  'locked out': '账号已锁定',
  inactive: '账号已停用',
};

const reasonText = (reason: string | null) => (reason === null ? null : (FAILURE_REASONS[reason] ?? reason));

const LOGIN_TYPES: Record<number, string> = { 0: '单点登录', 1: '密码登录' };

function whereOf(filter: LoginLogFilter) {
  return and(
    filter.userName ? ilike(loginLogs.userName, `%${escapeLike(filter.userName)}%`) : undefined,
    withinDateRange(loginLogs.createdAt, filter),
    filter.succeeded === undefined ? undefined : eq(loginLogs.succeeded, filter.succeeded),
  );
}

async function loginLogRows(ctx: UserContext, filter: LoginLogFilter, skip: number, take: number) {
  const rows = await ctx.tx
    .select({ log: loginLogs, name: users.name })
    .from(loginLogs)
    .leftJoin(users, eq(users.id, loginLogs.userId))
    .where(whereOf(filter))
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(take)
    .offset(skip);
  return rows.map(
    ({ log, name }): LoginLogDto => ({
      id: log.id,
      userName: log.userName,
      name,
      loginTime: log.createdAt.toISOString(),
      ipAddress: log.ipAddress,
      client: describeClient(log.userAgent),
      userAgent: log.userAgent,
      loginType: log.loginType,
      succeeded: log.succeeded,
      reason: log.succeeded ? null : reasonText(log.reason),
    }),
  );
}

export async function listLoginLogs(
  ctx: UserContext,
  query: LoginLogFilter & { SkipCount: number; MaxResultCount: number },
) {
  const items = await loginLogRows(ctx, query, query.SkipCount, query.MaxResultCount);
  const [total] = await ctx.tx.select({ n: count() }).from(loginLogs).where(whereOf(query));
  return { items, totalCount: total?.n ?? 0 };
}

export async function exportLoginLogs(ctx: UserContext, filter: LoginLogFilter) {
  const rows = await loginLogRows(ctx, filter, 0, LOG_EXPORT_MAX_ROWS);
  const now = new Date();
  return exportWorkbook<LoginLogDto>({
    fileName: `登录日志${fileStamp(now)}.xlsx`,
    sheetName: '登录日志',
    columns: [
      { header: '用户', width: 18, value: (r) => r.userName },
      { header: '姓名', width: 14, value: (r) => r.name },
      { header: '登录时间', width: 22, value: (r) => dateStr(new Date(r.loginTime)) },
      { header: 'IP', width: 18, value: (r) => r.ipAddress },
      { header: '客户端', width: 28, value: (r) => r.client },
      { header: '登录方式', width: 12, value: (r) => LOGIN_TYPES[r.loginType] ?? String(r.loginType) },
      { header: '结果', width: 10, value: (r) => (r.succeeded ? '成功' : '失败') },
      { header: '失败原因', width: 24, value: (r) => r.reason },
    ],
    rows,
  });
}
