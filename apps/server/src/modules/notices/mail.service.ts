import type { MailHistoryDto, MailNotificationDto } from '@qis/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { mailHistory, mailSettings } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import { conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

/** The tenant's mail notification setting; off (version 0) until first saved. */
export async function getMailNotification(ctx: UserContext): Promise<MailNotificationDto> {
  const [row] = await ctx.tx.select().from(mailSettings);
  return row
    ? { isEnabled: row.isEnabled, moduleCodes: [...row.moduleCodes].sort((a, b) => a - b), version: row.version }
    : { isEnabled: false, moduleCodes: [], version: 0 };
}

export async function changeMailNotification(
  ctx: UserContext,
  input: { isEnabled: boolean; moduleCodes: number[]; version: number },
): Promise<MailNotificationDto> {
  const before = await getMailNotification(ctx);
  if (before.version !== input.version) throw conflict();
  const moduleCodes = [...new Set(input.moduleCodes)].sort((a, b) => a - b);
  const values = { isEnabled: input.isEnabled, moduleCodes, updatedBy: ctx.principal.userId };
  if (before.version === 0) {
    // Two first saves at once: the primary key lets one in, the other gets the conflict.
    const inserted = await ctx.tx
      .insert(mailSettings)
      .values({ tenantId: ctx.principal.tenantId, ...values })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw conflict();
  } else {
    const updated = await ctx.tx
      .update(mailSettings)
      .set({ ...values, version: sql`${mailSettings.version} + 1`, updatedAt: new Date() })
      .where(eq(mailSettings.version, input.version))
      .returning();
    if (updated.length === 0) throw conflict();
  }
  const after = await getMailNotification(ctx);
  ctx.recordChange({ entity: 'mailNotification', entityId: ctx.principal.tenantId, before, after });
  return after;
}

export async function mailHistoryPage(
  ctx: UserContext,
  query: { SkipCount: number; MaxResultCount: number; recipient?: string | undefined; outcome?: number | undefined },
) {
  const filters: SQL[] = [];
  if (query.recipient) {
    const like = `%${escapeLike(query.recipient)}%`;
    filters.push(or(ilike(mailHistory.recipient, like), ilike(mailHistory.recipientName, like)) as SQL);
  }
  if (query.outcome !== undefined) filters.push(eq(mailHistory.outcome, query.outcome));
  const where = and(...filters);
  const rows = await ctx.tx
    .select()
    .from(mailHistory)
    .where(where)
    .orderBy(desc(mailHistory.createdAt), desc(mailHistory.id))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(mailHistory).where(where);
  const items: MailHistoryDto[] = rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    recipientName: row.recipientName,
    subject: row.subject,
    module: row.module,
    creationTime: row.createdAt.toISOString(),
    sendTime: row.sentAt?.toISOString() ?? null,
    outcome: row.outcome,
    attempts: row.attempts,
    error: row.error,
  }));
  return { items, totalCount: total?.n ?? 0 };
}
