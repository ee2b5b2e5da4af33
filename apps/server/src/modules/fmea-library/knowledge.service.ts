import {
  FMEA_KINDS,
  KNOWLEDGE_LIBRARIES,
  KNOWLEDGE_LIBRARY_POINTS,
  KNOWLEDGE_MESSAGES,
  type KNOWLEDGE_USE_LIBRARIES,
  type KnowledgeCategory,
  type KnowledgeEntryDto,
  type KnowledgeLibrary,
  knowledgeKey,
  normalizeKnowledgeText,
} from '@qis/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dvpLibraryEntries, influencingFactors, knowledgeEntries } from '../../db/tables';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, conflict, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { requireAddOnCreate, requireKnowledgeReader } from './knowledge-access';
import { buildKnowledgeTree } from './knowledge-tree';
import { type PartTypeRow, subtreeIds, typePaths } from './part-type-tree';
import { allPartTypes } from './part-types.service';
import { NO_PREFERENCE, preferenceOrder, type TypePreference } from './type-preference';

// The DFMEA knowledge base: the tree and page reads, entries entered or edited in the library, and the use counts the
// steps' pickers raise. What released versions contribute is knowledge-feed.ts.

type EntryRow = typeof knowledgeEntries.$inferSelect;
const KIND = FMEA_KINDS.dfmea;

export const toKnowledgeDto = (row: EntryRow, paths: ReadonlyMap<string, string>): KnowledgeEntryDto => ({
  id: row.id,
  category: row.category as KnowledgeCategory,
  typeId: row.typeId,
  typePath: row.typeId ? (paths.get(row.typeId) ?? null) : null,
  name: row.name,
  requirement: row.requirement,
  severity: row.severity,
  contributorId: row.contributorId,
  contributorName: row.contributorName,
  creationTime: row.createdAt.toISOString(),
  sourceProjectId: row.sourceProjectId,
  sourceProjectName: row.sourceProjectName,
  useCount: row.useCount,
  updateTime: row.updatedAt.toISOString(),
  version: row.version,
});

interface EntryFilter {
  keyword?: string | undefined;
  typeId?: string | undefined;
  category?: KnowledgeCategory | undefined;
}

/** A type filter as a condition on `column`: the type's subtree, or no type for 'none'. */
export function typeCondition(
  column: AnyPgColumn,
  types: readonly PartTypeRow[],
  typeId: string | undefined,
): SQL | undefined {
  if (!typeId) return undefined;
  if (typeId === 'none') return isNull(column);
  return inArray(column, [...subtreeIds(types, typeId)]);
}

function entryWhere(library: KnowledgeLibrary, types: readonly PartTypeRow[], filter: EntryFilter): SQL | undefined {
  const categories = filter.category ? [filter.category] : [...KNOWLEDGE_LIBRARIES[library].categories];
  const keyword = filter.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const normalized = keyword ? `%${escapeLike(normalizeKnowledgeText(keyword))}%` : undefined;
  return and(
    eq(knowledgeEntries.kind, KIND),
    inArray(knowledgeEntries.category, categories),
    like && normalized
      ? or(
          ilike(knowledgeEntries.name, like),
          ilike(knowledgeEntries.requirement, like),
          ilike(knowledgeEntries.normKey, normalized),
        )
      : undefined,
    typeCondition(knowledgeEntries.typeId, types, filter.typeId),
  );
}

const byUse = [desc(knowledgeEntries.useCount), asc(knowledgeEntries.name), asc(knowledgeEntries.id)];

export async function knowledgeTree(
  ctx: UserContext,
  library: KnowledgeLibrary,
  body: EntryFilter & { allNodes: boolean; maxEntries: number },
) {
  requireKnowledgeReader(ctx);
  const types = await allPartTypes(ctx.tx);
  const where = entryWhere(library, types, body);
  const counted = await ctx.tx
    .select({ typeId: knowledgeEntries.typeId, n: count() })
    .from(knowledgeEntries)
    .where(where)
    .groupBy(knowledgeEntries.typeId);
  const rows =
    body.maxEntries > 0
      ? await ctx.tx
          .select()
          .from(knowledgeEntries)
          .where(where)
          .orderBy(...byUse)
          .limit(body.maxEntries)
      : [];
  const paths = typePaths(types);
  return buildKnowledgeTree({
    types,
    counts: new Map(counted.map((c) => [c.typeId ?? '', c.n])),
    entries: rows.map((r) => toKnowledgeDto(r, paths)),
    allNodes: body.allNodes,
    typeFilter: body.typeId,
  });
}

/** A page of the library's entries, those `preference` prefers first (the P-diagram's function picker). */
export async function knowledgePage(
  ctx: UserContext,
  library: KnowledgeLibrary,
  query: EntryFilter & { SkipCount: number; MaxResultCount: number },
  preference: TypePreference = NO_PREFERENCE,
) {
  const types = await allPartTypes(ctx.tx);
  const where = entryWhere(library, types, query);
  const rows = await ctx.tx
    .select()
    .from(knowledgeEntries)
    .where(where)
    .orderBy(...preferenceOrder(knowledgeEntries.typeId, preference), ...byUse)
    .limit(query.MaxResultCount)
    .offset(query.SkipCount);
  const [total] = await ctx.tx.select({ n: count() }).from(knowledgeEntries).where(where);
  const paths = typePaths(types);
  return { items: rows.map((r) => toKnowledgeDto(r, paths)), totalCount: total?.n ?? 0 };
}

async function requireEntry(ctx: UserContext, library: KnowledgeLibrary, id: string): Promise<EntryRow> {
  const categories: readonly string[] = KNOWLEDGE_LIBRARIES[library].categories;
  const [row] = await ctx.tx
    .select()
    .from(knowledgeEntries)
    .where(and(eq(knowledgeEntries.id, id), eq(knowledgeEntries.kind, KIND)));
  if (!row || !categories.includes(row.category)) throw notFound(KNOWLEDGE_MESSAGES.entryNotFound);
  return row;
}

/** The part types, having checked that `typeId` (when given) is one of them. */
export async function typesWith(ctx: UserContext, typeId: string | null): Promise<PartTypeRow[]> {
  const types = await allPartTypes(ctx.tx);
  if (typeId && !types.some((t) => t.id === typeId)) throw badRequest('参数 typeId 无效：零件类型不存在');
  return types;
}

export interface KnowledgeInput {
  id?: string | undefined;
  version?: number | undefined;
  category: KnowledgeCategory;
  typeId: string | null;
  name: string;
  requirement: string;
  severity: number | null;
}

export async function saveKnowledgeEntry(ctx: UserContext, library: KnowledgeLibrary, input: KnowledgeInput) {
  requireAddOnCreate(ctx, input.id, KNOWLEDGE_LIBRARY_POINTS[library].add);
  const types = await typesWith(ctx, input.typeId);
  // Only a function has a requirement and only an effect an S.
  const requirement = input.category === 'function' ? input.requirement : '';
  const severity = input.category === 'FE' ? input.severity : null;
  const normKey = knowledgeKey(input.name, requirement);
  const before = input.id ? await requireEntry(ctx, library, input.id) : undefined;
  const [taken] = await ctx.tx
    .select({ id: knowledgeEntries.id })
    .from(knowledgeEntries)
    .where(
      and(
        eq(knowledgeEntries.kind, KIND),
        eq(knowledgeEntries.category, input.category),
        input.typeId ? eq(knowledgeEntries.typeId, input.typeId) : isNull(knowledgeEntries.typeId),
        eq(knowledgeEntries.normKey, normKey),
        input.id ? ne(knowledgeEntries.id, input.id) : undefined,
      ),
    );
  if (taken) throw businessError(KNOWLEDGE_MESSAGES.duplicate);
  const values = { category: input.category, typeId: input.typeId, name: input.name, requirement, severity, normKey };
  const { tenantId, userId, name: userName } = ctx.principal;
  let row: EntryRow | undefined;
  if (before && input.version !== undefined) {
    row = await updateVersioned(ctx.tx, knowledgeEntries, before.id, input.version, { ...values, updatedBy: userId });
  } else {
    [row] = await ctx.tx
      .insert(knowledgeEntries)
      .values({
        ...values,
        tenantId,
        kind: KIND,
        contributorId: userId,
        contributorName: userName,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning();
  }
  if (!row) throw new Error('knowledge entry was not saved');
  const dto = toKnowledgeDto(row, typePaths(types));
  ctx.recordChange({ entity: 'knowledgeEntry', entityId: row.id, before, after: dto });
  return dto;
}

export async function deleteKnowledgeEntry(
  ctx: UserContext,
  library: KnowledgeLibrary,
  input: { id: string; version: number },
) {
  const before = await requireEntry(ctx, library, input.id);
  const deleted = await ctx.tx
    .delete(knowledgeEntries)
    .where(and(eq(knowledgeEntries.id, input.id), eq(knowledgeEntries.version, input.version)))
    .returning({ id: knowledgeEntries.id });
  if (deleted.length === 0) throw conflict();
  ctx.recordChange({ entity: 'knowledgeEntry', entityId: input.id, before });
  return true;
}

/** Entries picked in a step: each use counts once (ids no longer there are passed over). */
export async function useKnowledge(
  ctx: UserContext,
  input: { library: (typeof KNOWLEDGE_USE_LIBRARIES)[number]; ids: string[] },
) {
  const used = () => {
    switch (input.library) {
      case 'knowledge':
        return ctx.tx
          .update(knowledgeEntries)
          .set({ useCount: sql`${knowledgeEntries.useCount} + 1` })
          .where(and(inArray(knowledgeEntries.id, input.ids), eq(knowledgeEntries.kind, KIND)))
          .returning({ id: knowledgeEntries.id });
      case 'dvp':
        return ctx.tx
          .update(dvpLibraryEntries)
          .set({ useCount: sql`${dvpLibraryEntries.useCount} + 1` })
          .where(inArray(dvpLibraryEntries.id, input.ids))
          .returning({ id: dvpLibraryEntries.id });
      case 'factor':
        return ctx.tx
          .update(influencingFactors)
          .set({ useCount: sql`${influencingFactors.useCount} + 1` })
          .where(inArray(influencingFactors.id, input.ids))
          .returning({ id: influencingFactors.id });
    }
  };
  return { updatedCount: (await used()).length };
}
