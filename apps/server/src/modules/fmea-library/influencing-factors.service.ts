import {
  type FactorCategory,
  INFLUENCING_FACTOR_MESSAGES,
  type InfluencingFactorDto,
  type InfluencingFactorItem,
  normalizeKnowledgeText,
  P,
  type PermissionRequirement,
  type SaveInfluencingFactorBody,
} from '@qis/shared';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { influencingFactors } from '../../db/tables';
import { canAny } from '../../platform/auth/principal';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { businessError, conflict, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { typeCondition, typesWith } from './knowledge.service';
import { requireAddOnCreate } from './knowledge-access';
import { typePaths } from './part-type-tree';
import { allPartTypes } from './part-types.service';
import { NO_PREFERENCE, preferenceOrder, type TypePreference } from './type-preference';

// The P-diagram's influencing-factor library: the paged list (the library's tab, the P-diagram's pickers), factors
// entered or edited in the library, and their deletion. What released versions contribute is
// influencing-factor-feed.ts; the picks' use counts, knowledge.service useKnowledge.

type FactorRow = typeof influencingFactors.$inferSelect;
type FactorInput = z.infer<typeof SaveInfluencingFactorBody>;

/** Who may read the library: its own readers, and whoever may edit a DFMEA P-diagram. */
const FACTOR_READERS: readonly PermissionRequirement[] = [P.fmea.InfluencingFactorLibrary.query, P.fmea.MyDFMEA.edit];

export function requireFactorReader(ctx: UserContext): void {
  if (!canAny(ctx.principal, FACTOR_READERS)) throw forbidden();
}

const toDto = (row: FactorRow, paths: ReadonlyMap<string, string>): InfluencingFactorDto => ({
  id: row.id,
  category: row.category as FactorCategory,
  typeId: row.typeId,
  typePath: row.typeId ? (paths.get(row.typeId) ?? null) : null,
  name: row.name,
  description: row.description,
  contributorId: row.contributorId,
  contributorName: row.contributorName,
  creationTime: row.createdAt.toISOString(),
  sourceProjectId: row.sourceProjectId,
  sourceProjectName: row.sourceProjectName,
  useCount: row.useCount,
  updateTime: row.updatedAt.toISOString(),
  version: row.version,
});

export interface FactorFilter {
  SkipCount: number;
  MaxResultCount: number;
  category?: FactorCategory | undefined;
  typeId?: string | undefined;
  keyword?: string | undefined;
}

/** A page of the factors matching `filter`, those `preference` prefers first, each the most used first. */
export async function influencingFactorPage(
  ctx: UserContext,
  filter: FactorFilter,
  preference: TypePreference = NO_PREFERENCE,
): Promise<{ items: InfluencingFactorItem[]; totalCount: number }> {
  const types = await allPartTypes(ctx.tx);
  const keyword = filter.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const where: SQL | undefined = and(
    filter.category ? eq(influencingFactors.category, filter.category) : undefined,
    like
      ? or(
          ilike(influencingFactors.name, like),
          ilike(influencingFactors.description, like),
          ilike(influencingFactors.normKey, `%${escapeLike(normalizeKnowledgeText(keyword ?? ''))}%`),
        )
      : undefined,
    typeCondition(influencingFactors.typeId, types, filter.typeId),
  );
  const rows = await ctx.tx
    .select()
    .from(influencingFactors)
    .where(where)
    .orderBy(
      ...preferenceOrder(influencingFactors.typeId, preference),
      desc(influencingFactors.useCount),
      asc(influencingFactors.name),
      asc(influencingFactors.id),
    )
    .limit(filter.MaxResultCount)
    .offset(filter.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(influencingFactors).where(where);
  const paths = typePaths(types);
  return {
    items: rows.map((r) => ({
      ...toDto(r, paths),
      ofElementType: r.typeId !== null && preference.own.has(r.typeId),
    })),
    totalCount: total?.n ?? 0,
  };
}

async function requireFactor(ctx: UserContext, id: string): Promise<FactorRow> {
  const [row] = await ctx.tx.select().from(influencingFactors).where(eq(influencingFactors.id, id));
  if (!row) throw notFound(INFLUENCING_FACTOR_MESSAGES.notFound);
  return row;
}

export async function saveInfluencingFactor(ctx: UserContext, input: FactorInput): Promise<InfluencingFactorDto> {
  requireAddOnCreate(ctx, input.id, P.fmea.InfluencingFactorLibrary.add);
  const types = await typesWith(ctx, input.typeId);
  const before = input.id ? await requireFactor(ctx, input.id) : undefined;
  const normKey = normalizeKnowledgeText(input.name);
  const [taken] = await ctx.tx
    .select({ id: influencingFactors.id })
    .from(influencingFactors)
    .where(
      and(
        eq(influencingFactors.category, input.category),
        input.typeId ? eq(influencingFactors.typeId, input.typeId) : isNull(influencingFactors.typeId),
        eq(influencingFactors.normKey, normKey),
        input.id ? ne(influencingFactors.id, input.id) : undefined,
      ),
    );
  if (taken) throw businessError(INFLUENCING_FACTOR_MESSAGES.duplicate);
  const values = {
    category: input.category,
    typeId: input.typeId,
    name: input.name,
    description: input.description,
    normKey,
  };
  const { tenantId, userId, name: userName } = ctx.principal;
  let row: FactorRow | undefined;
  if (before && input.version !== undefined) {
    row = await updateVersioned(ctx.tx, influencingFactors, before.id, input.version, {
      ...values,
      updatedBy: userId,
    });
  } else {
    [row] = await ctx.tx
      .insert(influencingFactors)
      .values({
        ...values,
        tenantId,
        contributorId: userId,
        contributorName: userName,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning();
  }
  if (!row) throw new Error('influencing factor was not saved');
  const dto = toDto(row, typePaths(types));
  ctx.recordChange({ entity: 'influencingFactor', entityId: row.id, before, after: dto });
  return dto;
}

export async function deleteInfluencingFactor(ctx: UserContext, input: { id: string; version: number }) {
  const before = await requireFactor(ctx, input.id);
  const deleted = await ctx.tx
    .delete(influencingFactors)
    .where(and(eq(influencingFactors.id, input.id), eq(influencingFactors.version, input.version)))
    .returning({ id: influencingFactors.id });
  if (deleted.length === 0) throw conflict();
  ctx.recordChange({ entity: 'influencingFactor', entityId: input.id, before });
  return true;
}
