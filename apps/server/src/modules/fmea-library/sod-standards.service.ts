import {
  checkRatingScales,
  type FmeaKind,
  normalizeRatingScales,
  type RatingScales,
  SOD_STANDARD_MESSAGES,
  type SodStandardDto,
  type SodStandardNameDto,
  type SodStandardSummaryDto,
} from '@qis/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { sodStandards, users } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { requireCriteriaReader } from './criteria-access';
import { isSodStandardUsed } from './sod-standard-usage';

type StandardRow = typeof sodStandards.$inferSelect;

const STANDARD_NOT_FOUND = '评分标准不存在或已被删除';

const summaryOf = (row: StandardRow, updatedByName: string | null): SodStandardSummaryDto => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  isDefault: row.isDefault,
  updateTime: row.updatedAt.toISOString(),
  updatedByName,
  version: row.version,
});

const dtoOf = (row: StandardRow, updatedByName: string | null): SodStandardDto => ({
  ...summaryOf(row, updatedByName),
  scales: row.scales as RatingScales,
});

const ORDER = [desc(sodStandards.isDefault), asc(sodStandards.name)];

async function nameOfUser(ctx: UserContext, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await ctx.tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? null;
}

/** The standard with this id (any kind when `kind` is undefined), or 404: another tenant's is invisible. */
async function requireStandard(ctx: UserContext, id: string, kind?: FmeaKind): Promise<StandardRow> {
  const [row] = await ctx.tx
    .select()
    .from(sodStandards)
    .where(and(eq(sodStandards.id, id), kind === undefined ? undefined : eq(sodStandards.kind, kind)));
  if (!row) throw notFound(STANDARD_NOT_FOUND);
  return row;
}

/** The scales as stored: 400 naming the field when a rating is missing, repeated or a text is blank. */
function checkedScales(scales: RatingScales): RatingScales {
  const problem = checkRatingScales(scales);
  if (problem) throw badRequest(`参数 ${problem.field} 无效：${problem.message}`);
  return normalizeRatingScales(scales);
}

async function refuseTakenName(ctx: UserContext, kind: FmeaKind, name: string, exceptId?: string) {
  const [taken] = await ctx.tx
    .select({ id: sodStandards.id })
    .from(sodStandards)
    .where(
      and(
        eq(sodStandards.kind, kind),
        sql`lower(${sodStandards.name}) = lower(${name})`,
        exceptId ? sql`${sodStandards.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw businessError(SOD_STANDARD_MESSAGES.nameTaken);
}

export async function standardNames(ctx: UserContext, kind: FmeaKind): Promise<SodStandardNameDto[]> {
  requireCriteriaReader(ctx);
  return ctx.tx
    .select({ id: sodStandards.id, name: sodStandards.name, isDefault: sodStandards.isDefault })
    .from(sodStandards)
    .where(eq(sodStandards.kind, kind))
    .orderBy(...ORDER);
}

export async function listStandards(ctx: UserContext, kind: FmeaKind): Promise<SodStandardSummaryDto[]> {
  const rows = await ctx.tx
    .select({ standard: sodStandards, updatedByName: users.name })
    .from(sodStandards)
    .leftJoin(users, eq(users.id, sodStandards.updatedBy))
    .where(eq(sodStandards.kind, kind))
    .orderBy(...ORDER);
  return rows.map((r) => summaryOf(r.standard, r.updatedByName));
}

export async function getStandard(ctx: UserContext, kind: FmeaKind, id: string): Promise<SodStandardDto> {
  const row = await requireStandard(ctx, id, kind);
  return dtoOf(row, await nameOfUser(ctx, row.updatedBy));
}

async function insertStandard(ctx: UserContext, kind: FmeaKind, name: string, scales: RatingScales) {
  await refuseTakenName(ctx, kind, name);
  const { tenantId, userId } = ctx.principal;
  const [row] = await ctx.tx
    .insert(sodStandards)
    .values({ tenantId, kind, name, scales, isDefault: false, createdBy: userId, updatedBy: userId })
    .returning();
  if (!row) throw new Error('sod standard was not created');
  const dto = dtoOf(row, ctx.principal.name);
  ctx.recordChange({ entity: 'sodStandard', entityId: row.id, after: dto });
  return dto;
}

export async function createStandard(
  ctx: UserContext,
  kind: FmeaKind,
  input: { name: string; scales: RatingScales },
): Promise<SodStandardDto> {
  return insertStandard(ctx, kind, input.name, checkedScales(input.scales));
}

/** A new standard of `kind` with the scales of another standard of any kind (copyPFMEASODStandard). */
export async function copyStandard(
  ctx: UserContext,
  kind: FmeaKind,
  input: { id: string; name: string },
): Promise<SodStandardDto> {
  const source = await requireStandard(ctx, input.id);
  return insertStandard(ctx, kind, input.name, source.scales as RatingScales);
}

export async function editStandard(
  ctx: UserContext,
  kind: FmeaKind,
  input: { id: string; version: number; name: string; scales: RatingScales },
): Promise<SodStandardDto> {
  const before = await requireStandard(ctx, input.id, kind);
  const scales = checkedScales(input.scales);
  await refuseTakenName(ctx, kind, input.name, input.id);
  const row = await updateVersioned(ctx.tx, sodStandards, input.id, input.version, {
    name: input.name,
    scales,
    updatedBy: ctx.principal.userId,
  });
  const dto = dtoOf(row, ctx.principal.name);
  ctx.recordChange({ entity: 'sodStandard', entityId: row.id, before: dtoOf(before, null), after: dto });
  return dto;
}

export async function setDefaultStandard(ctx: UserContext, kind: FmeaKind, id: string): Promise<SodStandardSummaryDto> {
  const row = await requireStandard(ctx, id, kind);
  if (row.isDefault) return summaryOf(row, await nameOfUser(ctx, row.updatedBy));
  const now = new Date();
  const userId = ctx.principal.userId;
  const bump = { version: sql`${sodStandards.version} + 1`, updatedAt: now, updatedBy: userId };
  // The old default first: the partial unique index allows one default per kind at any moment.
  await ctx.tx
    .update(sodStandards)
    .set({ isDefault: false, ...bump })
    .where(and(eq(sodStandards.kind, kind), eq(sodStandards.isDefault, true)));
  const [updated] = await ctx.tx
    .update(sodStandards)
    .set({ isDefault: true, ...bump })
    .where(eq(sodStandards.id, id))
    .returning();
  if (!updated) throw notFound(STANDARD_NOT_FOUND);
  const dto = summaryOf(updated, ctx.principal.name);
  ctx.recordChange({ entity: 'sodStandard', entityId: id, before: summaryOf(row, null), after: dto });
  return dto;
}

export async function deleteStandard(ctx: UserContext, kind: FmeaKind, id: string): Promise<boolean> {
  const row = await requireStandard(ctx, id, kind);
  if (row.isDefault) throw businessError(SOD_STANDARD_MESSAGES.defaultUndeletable);
  if (await isSodStandardUsed(ctx.tx, id)) throw businessError(SOD_STANDARD_MESSAGES.usedByProject);
  await ctx.tx.delete(sodStandards).where(eq(sodStandards.id, id));
  ctx.recordChange({ entity: 'sodStandard', entityId: id, before: dtoOf(row, null) });
  return true;
}

/** One scale of a standard of any kind, from 10 down to 1: what the rating pickers show. */
export async function standardScale(ctx: UserContext, id: string, scale: keyof RatingScales) {
  requireCriteriaReader(ctx);
  const row = await requireStandard(ctx, id);
  return (row.scales as RatingScales)[scale];
}
