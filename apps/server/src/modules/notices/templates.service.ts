import { DEFAULT_MESSAGE_TEMPLATES, type MessageTemplateDto, renderTemplate, type TemplateValues } from '@qis/shared';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { messageTemplates } from '../../db/tables';
import type { Transaction } from '../../platform/db/database';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';

type TemplateRow = typeof messageTemplates.$inferSelect;

export interface TemplateInput {
  code: string;
  name: string;
  subject: string;
  body: string;
  isEnabled: boolean;
}

const NOT_FOUND = '消息模板不存在或已被删除';

const toDto = (row: TemplateRow): MessageTemplateDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  subject: row.subject,
  body: row.body,
  isEnabled: row.isEnabled,
  lastModificationTime: row.updatedAt.toISOString(),
  version: row.version,
});

/** A tenant's message templates at its start: the workflow messages' default texts, enabled, written by `byUserId`. */
export async function createDefaultMessageTemplates(tx: Transaction, tenantId: string, byUserId: string) {
  await tx.insert(messageTemplates).values(
    DEFAULT_MESSAGE_TEMPLATES.map((t) => ({
      tenantId,
      ...t,
      isEnabled: true,
      createdBy: byUserId,
      updatedBy: byUserId,
    })),
  );
}

export async function listTemplates(
  ctx: UserContext,
  query: { SkipCount: number; MaxResultCount: number; keyword?: string | undefined },
) {
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
  const where: SQL | undefined = like
    ? or(ilike(messageTemplates.code, like), ilike(messageTemplates.name, like))
    : undefined;
  const rows = await ctx.tx
    .select()
    .from(messageTemplates)
    .where(where)
    .orderBy(asc(messageTemplates.code))
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(messageTemplates).where(where);
  return { items: rows.map(toDto), totalCount: total?.n ?? 0 };
}

export async function getTemplate(ctx: UserContext, id: string) {
  const [row] = await ctx.tx.select().from(messageTemplates).where(eq(messageTemplates.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toDto(row);
}

async function requireFreeCode(ctx: UserContext, code: string, except?: string) {
  const [taken] = await ctx.tx
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(eq(messageTemplates.code, code));
  if (taken && taken.id !== except) throw businessError(`模板编码 ${code} 已存在`);
}

export async function createTemplate(ctx: UserContext, input: TemplateInput) {
  await requireFreeCode(ctx, input.code);
  const [row] = await ctx.tx
    .insert(messageTemplates)
    .values({
      tenantId: ctx.principal.tenantId,
      ...input,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('template was not created');
  const dto = toDto(row);
  ctx.recordChange({ entity: 'messageTemplate', entityId: row.id, after: dto });
  return dto;
}

export async function updateTemplate(ctx: UserContext, input: TemplateInput & { id: string; version: number }) {
  const before = await getTemplate(ctx, input.id);
  await requireFreeCode(ctx, input.code, input.id);
  const { id, version, ...values } = input;
  const row = await updateVersioned(ctx.tx, messageTemplates, id, version, {
    ...values,
    updatedBy: ctx.principal.userId,
  });
  const dto = toDto(row);
  ctx.recordChange({ entity: 'messageTemplate', entityId: id, before, after: dto });
  return dto;
}

export async function deleteTemplate(ctx: UserContext, id: string): Promise<null> {
  const [removed] = await ctx.tx.delete(messageTemplates).where(eq(messageTemplates.id, id)).returning();
  if (!removed) throw notFound(NOT_FOUND);
  ctx.recordChange({ entity: 'messageTemplate', entityId: id, before: toDto(removed) });
  return null;
}

/**
 * What a sender renders its messages with, read in one query for all the `codes` it needs: for each code the
 * tenant's enabled template, else the built-in default; null for a code with neither (the sender keeps its own text).
 */
export async function messageTemplateRenderer(tx: Transaction, codes: readonly string[]) {
  const templates = new Map<string, { subject: string; body: string }>(
    DEFAULT_MESSAGE_TEMPLATES.map((t) => [t.code, t]),
  );
  if (codes.length > 0) {
    const own = await tx
      .select({ code: messageTemplates.code, subject: messageTemplates.subject, body: messageTemplates.body })
      .from(messageTemplates)
      .where(and(inArray(messageTemplates.code, [...new Set(codes)]), eq(messageTemplates.isEnabled, true)));
    for (const row of own) templates.set(row.code, row);
  }
  return (code: string, values: TemplateValues): { subject: string; body: string } | null => {
    const template = templates.get(code);
    return template
      ? { subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values) }
      : null;
  };
}
