import {
  MESSAGE_MODULE_CODE_LIST,
  MESSAGE_STATUS,
  type MessageCounts,
  type MessageDto,
  type MessageList,
  type MessageModuleCode,
} from '@qis/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { messages, users } from '../../db/tables';
import type { Transaction } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';

type MessageRow = typeof messages.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in server time, as the message list shows it. */
export function dateStr(time: Date): string {
  return (
    `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())} ` +
    `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`
  );
}

export function toMessageDto(row: MessageRow): MessageDto {
  return {
    id: row.id,
    content: row.content,
    module: row.module,
    dateStr: dateStr(row.sentAt),
    sendDate: row.sentAt.toISOString(),
    isRead: row.isRead,
    url: row.url,
    serialNumber: row.serialNumber,
  };
}

// Row-level security confines every query to the caller's tenant; this confines it to the caller.
const mine = (ctx: UserContext, ...more: Array<SQL | undefined>) =>
  and(eq(messages.userId, ctx.principal.userId), ...more);

async function counts(ctx: UserContext): Promise<MessageCounts> {
  const [row] = await ctx.tx
    .select({
      totalCount: count(),
      readCount: sql<number>`count(*) filter (where ${messages.isRead})`.mapWith(Number),
    })
    .from(messages)
    .where(mine(ctx));
  const totalCount = row?.totalCount ?? 0;
  const readCount = row?.readCount ?? 0;
  return { totalCount, readCount, unReadCount: totalCount - readCount };
}

const statusFilter = (status: number) =>
  status === MESSAGE_STATUS.read
    ? eq(messages.isRead, true)
    : status === MESSAGE_STATUS.unread
      ? eq(messages.isRead, false)
      : undefined;

/** One page of the caller's messages, newest first, with the read and unread counts over all of them. */
export async function listMessages(
  ctx: UserContext,
  query: { status: number; SkipCount: number; MaxResultCount: number },
): Promise<MessageList> {
  const where = mine(ctx, statusFilter(query.status));
  const rows = await ctx.tx
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.sentAt), desc(messages.seq))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const all = await counts(ctx);
  const totalCount =
    query.status === MESSAGE_STATUS.read
      ? all.readCount
      : query.status === MESSAGE_STATUS.unread
        ? all.unReadCount
        : all.totalCount;
  return { items: rows.map(toMessageDto), totalCount, readCount: all.readCount, unReadCount: all.unReadCount };
}

/** The caller's messages among `ids`, or 404 (and nothing changes) when any of them is not the caller's. */
async function requireMine(ctx: UserContext, ids: readonly string[]) {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const found = await ctx.tx
    .select({ id: messages.id, isRead: messages.isRead })
    .from(messages)
    .where(mine(ctx, inArray(messages.id, wanted)));
  if (found.length !== wanted.length) throw notFound('消息不存在或已被删除');
  return found;
}

/** Marks the caller's messages read; one that is already read stays as it was. */
export async function markRead(ctx: UserContext, ids: readonly string[]): Promise<MessageCounts> {
  const found = await requireMine(ctx, ids);
  const unread = found.filter((m) => !m.isRead).map((m) => m.id);
  if (unread.length > 0) {
    await ctx.tx
      .update(messages)
      .set({ isRead: true, readAt: sql`now()`, updatedAt: sql`now()` })
      .where(mine(ctx, inArray(messages.id, unread)));
  }
  for (const id of unread)
    ctx.recordChange({ entity: 'message', entityId: id, before: { isRead: false }, after: { isRead: true } });
  return counts(ctx);
}

/** Marks every unread message of the caller read. */
export async function markAllRead(ctx: UserContext): Promise<MessageCounts> {
  const changed = await ctx.tx
    .update(messages)
    .set({ isRead: true, readAt: sql`now()`, updatedAt: sql`now()` })
    .where(mine(ctx, eq(messages.isRead, false)))
    .returning({ id: messages.id });
  ctx.recordChange({
    entity: 'message',
    entityId: '*',
    before: { isRead: false },
    after: { isRead: true, count: changed.length },
  });
  return counts(ctx);
}

export async function deleteMessage(ctx: UserContext, id: string): Promise<MessageCounts> {
  const [removed] = await ctx.tx
    .delete(messages)
    .where(mine(ctx, eq(messages.id, id)))
    .returning();
  if (!removed) throw notFound('消息不存在或已被删除');
  ctx.recordChange({ entity: 'message', entityId: removed.id, before: toMessageDto(removed) });
  return counts(ctx);
}

// ---------------------------------------------------------------------------------------------------------
// Sending: the service other modules call.

/** One message to send. */
export interface OutgoingMessage {
  userId: string;
  module: MessageModuleCode;
  content: string;
  /** In-app route (starting with one `/`) the message opens. */
  url?: string | null;
}

/** Where messages are sent from when there is no request context: a transaction of one tenant. */
export interface SendContext {
  tx: Transaction;
  tenantId: string;
  realtime: RealtimeHub;
  /** Registers work to run after `tx` commits; without it, call the returned push() after the commit yourself. */
  afterCommit?: (work: () => void) => void;
}

export interface SentMessages {
  messages: Array<MessageDto & { userId: string }>;
  /**
   * Pushes every message to its recipient over the realtime hub; runs once however often it is called. With a
   * request context (or a SendContext with afterCommit) it is already scheduled for after the commit.
   */
  push(): void;
}

const MAX_CONTENT_LENGTH = 10_000;

function checkOutgoing(message: OutgoingMessage) {
  if (!MESSAGE_MODULE_CODE_LIST.includes(message.module))
    throw new Error(`sendMessages: unknown message module ${message.module}`);
  if (!message.content.trim() || message.content.length > MAX_CONTENT_LENGTH)
    throw new Error(`sendMessages: content must have 1 to ${MAX_CONTENT_LENGTH} characters`);
  if (message.url != null && !/^\/(?!\/)/.test(message.url))
    throw new Error(`sendMessages: url ${message.url} is not an in-app route`);
}

const isUserContext = (ctx: UserContext | SendContext): ctx is UserContext => 'principal' in ctx;

/**
 * Sends messages to users of the caller's tenant: inserts them in the caller's transaction (numbered per
 * recipient), and once that transaction commits pushes each to its recipient as ReceiveMessage
 * `{ Module, Content }`, Content the message as JSON. A transaction that rolls back pushes nothing.
 * Recipients must be users of the tenant; anything else is a programming error and throws.
 */
export async function sendMessages(
  ctx: UserContext | SendContext,
  outgoing: readonly OutgoingMessage[],
): Promise<SentMessages> {
  const target = isUserContext(ctx)
    ? { tx: ctx.tx, tenantId: ctx.principal.tenantId, realtime: ctx.services.realtime, afterCommit: ctx.afterCommit }
    : ctx;
  const { tx, tenantId, realtime } = target;
  if (outgoing.length === 0) return { messages: [], push: () => {} };
  for (const message of outgoing) checkOutgoing(message);

  const recipients = [...new Set(outgoing.map((m) => m.userId.toLowerCase()))].sort();
  // Under row-level security only the tenant's users are found.
  const known = await tx.select({ id: users.id }).from(users).where(inArray(users.id, recipients));
  const missing = recipients.filter((id) => !known.some((u) => u.id === id));
  if (missing.length > 0) throw new Error(`sendMessages: no user ${missing.join(', ')} in tenant ${tenantId}`);

  // One sender at a time per recipient numbers that recipient's messages; locks are taken in one (sorted) order.
  // One statement for all of them (a flow assigned to 1,000 people must not pay 1,000 round trips).
  const lockKeys = recipients.map((id) => `qis.messages:${id}`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(k.key, 0)) from (select key from json_array_elements_text(${JSON.stringify(lockKeys)}::json) with ordinality as u(key, n) order by n) as k`,
  );
  const next = new Map<string, number>();
  const highest = await tx
    .select({ userId: messages.userId, serialNumber: sql<number>`max(${messages.serialNumber})`.mapWith(Number) })
    .from(messages)
    .where(inArray(messages.userId, recipients))
    .groupBy(messages.userId);
  for (const id of recipients) next.set(id, (highest.find((h) => h.userId === id)?.serialNumber ?? 0) + 1);

  const values = outgoing.map((message) => {
    const userId = message.userId.toLowerCase();
    const serialNumber = next.get(userId) as number;
    next.set(userId, serialNumber + 1);
    return {
      tenantId,
      userId,
      module: message.module,
      content: message.content,
      url: message.url ?? null,
      serialNumber,
    };
  });
  const rows = await tx.insert(messages).values(values).returning();
  rows.sort((a, b) => a.seq - b.seq);
  const sent = rows.map((row) => ({ ...toMessageDto(row), userId: row.userId }));

  let pushed = false;
  const push = () => {
    if (pushed) return;
    pushed = true;
    for (const { userId, ...message } of sent)
      realtime.pushToUser(tenantId, userId, { Module: message.module, Content: JSON.stringify(message) });
  };
  target.afterCommit?.(push);
  return { messages: sent, push };
}
