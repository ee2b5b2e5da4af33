import { type AuditLogDto, type AuditLogEntity, LOG_EXPORT_MAX_ROWS } from '@qis/shared';
import { and, asc, count, desc, eq, ilike, isNotNull } from 'drizzle-orm';
import { operationLogs } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import { exportWorkbook } from '../../platform/excel/workbook-export';
import type { UserContext } from '../../platform/http/request-context';
import { dateStr } from '../messages/messages.service';
import { fileStamp, withinDateRange } from './date-range';

interface AuditLogFilter {
  userName?: string | undefined;
  module?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

type LogRow = typeof operationLogs.$inferSelect;

function whereOf(filter: AuditLogFilter) {
  return and(
    filter.userName ? ilike(operationLogs.userName, `%${escapeLike(filter.userName)}%`) : undefined,
    filter.module ? eq(operationLogs.module, filter.module) : undefined,
    withinDateRange(operationLogs.createdAt, filter),
  );
}

/** The entities a log row recorded (`changes.entities`, written by platform/audit/operation-log.ts). */
function entitiesOf(changes: unknown): AuditLogEntity[] {
  const entities = (changes as { entities?: unknown } | null)?.entities;
  if (!Array.isArray(entities)) return [];
  return entities.flatMap((e) =>
    e && typeof e === 'object' && typeof e.entity === 'string'
      ? [{ entity: e.entity, entityId: String(e.entityId ?? ''), before: e.before, after: e.after }]
      : [],
  );
}

function toDto(row: LogRow): AuditLogDto {
  const entities = entitiesOf(row.changes);
  return {
    id: row.id,
    userName: row.userName,
    executionTime: row.createdAt.toISOString(),
    module: row.module,
    action: row.action,
    endpoint: row.endpoint,
    method: row.method,
    url: row.url,
    ipAddress: row.ipAddress,
    durationMs: row.durationMs,
    entityNames: [...new Set(entities.map((e) => e.entity))].join(', '),
    entities,
  };
}

async function auditLogRows(ctx: UserContext, filter: AuditLogFilter, skip: number, take: number) {
  const rows = await ctx.tx
    .select()
    .from(operationLogs)
    .where(whereOf(filter))
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(take)
    .offset(skip);
  return rows.map(toDto);
}

export async function listAuditLogs(
  ctx: UserContext,
  query: AuditLogFilter & { SkipCount: number; MaxResultCount: number },
) {
  const items = await auditLogRows(ctx, query, query.SkipCount, query.MaxResultCount);
  const [total] = await ctx.tx.select({ n: count() }).from(operationLogs).where(whereOf(query));
  return { items, totalCount: total?.n ?? 0 };
}

export async function auditLogModules(ctx: UserContext): Promise<string[]> {
  const rows = await ctx.tx
    .selectDistinct({ module: operationLogs.module })
    .from(operationLogs)
    .where(isNotNull(operationLogs.module))
    .orderBy(asc(operationLogs.module));
  return rows.flatMap((row) => (row.module ? [row.module] : []));
}

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

export async function exportAuditLogs(ctx: UserContext, filter: AuditLogFilter) {
  const rows = await auditLogRows(ctx, filter, 0, LOG_EXPORT_MAX_ROWS);
  // One line per changed entity, so before and after sit side by side; a call that changed none keeps one line.
  const lines = rows.flatMap((log) =>
    log.entities.length > 0
      ? log.entities.map((entity) => ({ log, entity }))
      : [{ log, entity: undefined as AuditLogEntity | undefined }],
  );
  return exportWorkbook({
    fileName: `操作日志${fileStamp(new Date())}.xlsx`,
    sheetName: '操作日志',
    columns: [
      { header: '用户', width: 16, value: (r) => r.log.userName },
      { header: '时间', width: 22, value: (r) => dateStr(new Date(r.log.executionTime)) },
      { header: '模块', width: 14, value: (r) => r.log.module },
      { header: '操作', width: 24, value: (r) => r.log.action },
      { header: '实体', width: 18, value: (r) => r.entity?.entity },
      { header: '实体ID', width: 38, value: (r) => r.entity?.entityId },
      { header: '修改前', width: 50, value: (r) => json(r.entity?.before) },
      { header: '修改后', width: 50, value: (r) => json(r.entity?.after) },
      { header: '耗时(ms)', width: 10, value: (r) => r.log.durationMs },
      { header: 'IP', width: 18, value: (r) => r.log.ipAddress },
      { header: '请求', width: 40, value: (r) => `${r.log.method} ${r.log.url}` },
    ],
    rows: lines,
  });
}
