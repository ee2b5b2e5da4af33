import {
  MESSAGE_MODULE_CODES,
  NOTICE_AUDIENCES,
  NOTICE_STATES,
  NOTICE_VIEW_PATH,
  type NoticeDto,
  type NoticeViewDto,
  P,
} from '@qis/shared';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { notices, organizations, roles, userRoles, users } from '../../db/tables';
import { can } from '../../platform/auth/principal';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, conflict, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { sendMessages } from '../messages';
import { queueMessageMails } from './mail-delivery';

type NoticeRow = typeof notices.$inferSelect;

export interface NoticeInput {
  title: string;
  content: string;
  audienceType: number;
  roleIds: string[];
  organizationIds: string[];
}

const NOT_FOUND = '公告不存在或已被删除';

function toDto(row: NoticeRow, authorName: string | null): NoticeDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    state: row.state,
    audienceType: row.audienceType,
    roleIds: row.roleIds,
    organizationIds: row.organizationIds,
    publishTime: row.publishedAt?.toISOString() ?? null,
    authorId: row.authorId,
    authorName,
    creationTime: row.createdAt.toISOString(),
    recipientCount: row.recipientIds.length,
    version: row.version,
  };
}

async function authorNameOf(ctx: UserContext, row: NoticeRow): Promise<string | null> {
  if (!row.authorId) return null;
  const [author] = await ctx.tx.select({ name: users.name }).from(users).where(eq(users.id, row.authorId));
  return author?.name ?? null;
}

async function dtoOf(ctx: UserContext, row: NoticeRow) {
  return toDto(row, await authorNameOf(ctx, row));
}

async function requireNotice(ctx: UserContext, id: string): Promise<NoticeRow> {
  const [row] = await ctx.tx.select().from(notices).where(eq(notices.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function listNotices(
  ctx: UserContext,
  query: { SkipCount: number; MaxResultCount: number; title?: string | undefined; state?: number | undefined },
) {
  const filters: SQL[] = [];
  if (query.title) filters.push(ilike(notices.title, `%${escapeLike(query.title)}%`));
  if (query.state !== undefined) filters.push(eq(notices.state, query.state));
  const where = and(...filters);
  const rows = await ctx.tx
    .select({ notice: notices, authorName: users.name })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.authorId))
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(notices).where(where);
  return { items: rows.map((r) => toDto(r.notice, r.authorName)), totalCount: total?.n ?? 0 };
}

export async function getNotice(ctx: UserContext, id: string) {
  return dtoOf(ctx, await requireNotice(ctx, id));
}

/** A chosen audience must name at least one role or organization, each of the caller's tenant. */
async function checkAudience(ctx: UserContext, input: NoticeInput) {
  const roleIds = [...new Set(input.roleIds.map((id) => id.toLowerCase()))];
  const organizationIds = [...new Set(input.organizationIds.map((id) => id.toLowerCase()))];
  if (input.audienceType === NOTICE_AUDIENCES.everyone) return { roleIds: [], organizationIds: [] };
  if (roleIds.length === 0 && organizationIds.length === 0)
    throw badRequest('参数 roleIds 无效：指定受众时须至少选择一个角色或组织');
  if (roleIds.length > 0) {
    const found = await ctx.tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
    if (found.length !== roleIds.length) throw badRequest('参数 roleIds 无效：角色不存在');
  }
  if (organizationIds.length > 0) {
    const found = await ctx.tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.id, organizationIds));
    if (found.length !== organizationIds.length) throw badRequest('参数 organizationIds 无效：组织不存在');
  }
  return { roleIds, organizationIds };
}

export async function createNotice(ctx: UserContext, input: NoticeInput) {
  const audience = await checkAudience(ctx, input);
  const [row] = await ctx.tx
    .insert(notices)
    .values({
      tenantId: ctx.principal.tenantId,
      title: input.title,
      content: input.content,
      audienceType: input.audienceType,
      ...audience,
      authorId: ctx.principal.userId,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('notice was not created');
  const dto = await dtoOf(ctx, row);
  ctx.recordChange({ entity: 'notice', entityId: row.id, after: dto });
  return dto;
}

const STATE_NAMES: Record<number, string> = { 0: '草稿', 1: '已发布', 2: '已撤回' };

/** Checks the notice is in `state` (and still at `version`, when given), else a business error naming its state. */
async function requireState(ctx: UserContext, id: string, states: number[], action: string, version?: number) {
  const row = await requireNotice(ctx, id);
  if (version !== undefined && row.version !== version) throw conflict();
  if (!states.includes(row.state)) throw businessError(`${STATE_NAMES[row.state] ?? ''}的公告不能${action}`);
  return row;
}

export async function updateNotice(ctx: UserContext, input: NoticeInput & { id: string; version: number }) {
  const before = await requireState(ctx, input.id, [NOTICE_STATES.draft], '修改', input.version);
  const audience = await checkAudience(ctx, input);
  const row = await updateVersioned(ctx.tx, notices, input.id, input.version, {
    title: input.title,
    content: input.content,
    audienceType: input.audienceType,
    ...audience,
    updatedBy: ctx.principal.userId,
  });
  const dto = await dtoOf(ctx, row);
  ctx.recordChange({ entity: 'notice', entityId: row.id, before: toDto(before, dto.authorName), after: dto });
  return dto;
}

export async function deleteNotice(ctx: UserContext, id: string): Promise<null> {
  const before = await requireState(ctx, id, [NOTICE_STATES.draft, NOTICE_STATES.withdrawn], '删除');
  await ctx.tx.delete(notices).where(eq(notices.id, id));
  ctx.recordChange({ entity: 'notice', entityId: id, before: await dtoOf(ctx, before) });
  return null;
}

/** The active users a notice reaches: everyone, or the users of its roles and (directly) of its organizations. */
async function audienceOf(ctx: UserContext, row: NoticeRow): Promise<string[]> {
  if (row.audienceType === NOTICE_AUDIENCES.everyone) {
    const all = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.isActive, true));
    return all.map((u) => u.id).sort();
  }
  const conditions: SQL[] = [];
  if (row.roleIds.length > 0)
    conditions.push(
      inArray(
        users.id,
        ctx.tx.select({ id: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, row.roleIds)),
      ),
    );
  if (row.organizationIds.length > 0) conditions.push(inArray(users.organizationId, row.organizationIds));
  if (conditions.length === 0) return [];
  const found = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), or(...conditions)));
  return found.map((u) => u.id).sort();
}

/** The message each recipient gets when a notice is published. */
export const noticeMessage = (title: string) => `【系统公告】${title}`;

export async function publishNotice(ctx: UserContext, id: string, version: number) {
  const before = await requireState(ctx, id, [NOTICE_STATES.draft], '发布', version);
  const recipients = await audienceOf(ctx, before);
  if (recipients.length === 0) throw businessError('公告的受众中没有在用的用户，无法发布');
  const row = await updateVersioned(ctx.tx, notices, id, version, {
    state: NOTICE_STATES.published,
    publishedAt: sql`now()`,
    recipientIds: recipients,
    updatedBy: ctx.principal.userId,
  });
  const sent = await sendMessages(
    ctx,
    recipients.map((userId) => ({
      userId,
      module: MESSAGE_MODULE_CODES.system,
      content: noticeMessage(row.title),
      url: `${NOTICE_VIEW_PATH}?id=${row.id}`,
    })),
  );
  await queueMessageMails(ctx, sent.messages, () => ({ subject: noticeMessage(row.title), text: row.content }));
  const dto = await dtoOf(ctx, row);
  ctx.recordChange({ entity: 'notice', entityId: id, before: toDto(before, dto.authorName), after: dto });
  return dto;
}

export async function withdrawNotice(ctx: UserContext, id: string, version: number) {
  const before = await requireState(ctx, id, [NOTICE_STATES.published], '撤回', version);
  const row = await updateVersioned(ctx.tx, notices, id, version, {
    state: NOTICE_STATES.withdrawn,
    withdrawnAt: sql`now()`,
    updatedBy: ctx.principal.userId,
  });
  const dto = await dtoOf(ctx, row);
  ctx.recordChange({ entity: 'notice', entityId: id, before: toDto(before, dto.authorName), after: dto });
  return dto;
}

/** The read-only view: a published notice, for a user it reached or one who may look at notices. */
export async function publishedNotice(ctx: UserContext, id: string): Promise<NoticeViewDto> {
  const manager = can(ctx.principal, P.system.Notices.get);
  const [row] = await ctx.tx
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.id, id),
        eq(notices.state, NOTICE_STATES.published),
        manager ? undefined : arrayContains(notices.recipientIds, [ctx.principal.userId]),
      ),
    );
  if (!row?.publishedAt) throw notFound('公告不存在或已撤回');
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    publishTime: row.publishedAt.toISOString(),
    authorName: await authorNameOf(ctx, row),
  };
}

export async function audienceOptions(ctx: UserContext) {
  const roleRows = await ctx.tx.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
  const organizationRows = await ctx.tx
    .select({ id: organizations.id, name: organizations.name, parentId: organizations.parentId })
    .from(organizations)
    .orderBy(asc(organizations.sort), asc(organizations.name));
  return { roles: roleRows, organizations: organizationRows };
}
