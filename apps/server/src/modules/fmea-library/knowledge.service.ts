import {
  FMEA_KINDS,
  KNOWLEDGE_KIND_POINTS,
  KNOWLEDGE_LIBRARIES,
  KNOWLEDGE_MESSAGES,
  type KNOWLEDGE_USE_LIBRARIES,
  type KnowledgeCategory,
  type KnowledgeEntryDto,
  type KnowledgeGroupDto,
  type KnowledgeKind,
  type KnowledgeLibrary,
  knowledgeKey,
  normalizeKnowledgeText,
  WORK_ELEMENT_CATEGORIES,
  type WorkElementCategory,
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

// The knowledge bases of the DFMEA (by part type) and the PFMEA (by 4M): the tree, group and page reads, entries
// entered or edited in the library, and the use counts the steps' pickers raise. What released versions contribute
// is knowledge-feed.ts.

type EntryRow = typeof knowledgeEntries.$inferSelect;
const DFMEA = FMEA_KINDS.dfmea;

export const toKnowledgeDto = (row: EntryRow, paths: ReadonlyMap<string, string>): KnowledgeEntryDto => ({
  id: row.id,
  category: row.category as KnowledgeCategory,
  typeId: row.typeId,
  typePath: row.typeId ? (paths.get(row.typeId) ?? null) : null,
  workElementCategory: (row.workElementCategory as WorkElementCategory | null) ?? null,
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
  /** A PFMEA entry's 4M, 'none' for those of process items and steps. */
  workElementCategory?: WorkElementCategory | 'none' | undefined;
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

function workElementCondition(filter: EntryFilter['workElementCategory']): SQL | undefined {
  if (!filter) return undefined;
  if (filter === 'none') return isNull(knowledgeEntries.workElementCategory);
  return eq(knowledgeEntries.workElementCategory, filter);
}

function entryWhere(
  kind: KnowledgeKind,
  library: KnowledgeLibrary,
  types: readonly PartTypeRow[],
  filter: EntryFilter,
): SQL | undefined {
  const categories = filter.category ? [filter.category] : [...KNOWLEDGE_LIBRARIES[library].categories];
  const keyword = filter.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const normalized = keyword ? `%${escapeLike(normalizeKnowledgeText(keyword))}%` : undefined;
  return and(
    eq(knowledgeEntries.kind, kind),
    inArray(knowledgeEntries.category, categories),
    like && normalized
      ? or(
          ilike(knowledgeEntries.name, like),
          ilike(knowledgeEntries.requirement, like),
          ilike(knowledgeEntries.normKey, normalized),
        )
      : undefined,
    typeCondition(knowledgeEntries.typeId, types, filter.typeId),
    workElementCondition(filter.workElementCategory),
  );
}

const byUse = [desc(knowledgeEntries.useCount), asc(knowledgeEntries.name), asc(knowledgeEntries.id)];

/**
 * The matching entries counted by a grouping column (a group without one counted under '') and the `maxEntries` most
 * used of them: what the DFMEA's tree (by part type) and the PFMEA's groups (by 4M) show.
 */
async function countedAndMostUsed(
  ctx: UserContext,
  where: SQL | undefined,
  group: typeof knowledgeEntries.typeId | typeof knowledgeEntries.workElementCategory,
  maxEntries: number,
) {
  const counted = await ctx.tx.select({ group, n: count() }).from(knowledgeEntries).where(where).groupBy(group);
  const rows =
    maxEntries > 0
      ? await ctx.tx
          .select()
          .from(knowledgeEntries)
          .where(where)
          .orderBy(...byUse)
          .limit(maxEntries)
      : [];
  return { counts: new Map(counted.map((c) => [c.group ?? '', c.n])), rows };
}

export async function knowledgeTree(
  ctx: UserContext,
  library: KnowledgeLibrary,
  body: EntryFilter & { allNodes: boolean; maxEntries: number },
) {
  requireKnowledgeReader(ctx);
  const types = await allPartTypes(ctx.tx);
  const where = entryWhere(DFMEA, library, types, body);
  const { counts, rows } = await countedAndMostUsed(ctx, where, knowledgeEntries.typeId, body.maxEntries);
  const paths = typePaths(types);
  return buildKnowledgeTree({
    types,
    counts,
    entries: rows.map((r) => toKnowledgeDto(r, paths)),
    allNodes: body.allNodes,
    typeFilter: body.typeId,
  });
}

/** The order of the PFMEA's groups: the process items' and steps' entries, then the 4M (人机料环法测). */
export const KNOWLEDGE_GROUP_ORDER: ReadonlyArray<WorkElementCategory | null> = [null, ...WORK_ELEMENT_CATEGORIES];

/** The PFMEA library's entries by 4M: every group with its count and the most used matching entries. */
export async function knowledgeGroups(
  ctx: UserContext,
  library: KnowledgeLibrary,
  body: EntryFilter & { maxEntries: number },
): Promise<KnowledgeGroupDto[]> {
  requireKnowledgeReader(ctx);
  const where = entryWhere(FMEA_KINDS.pfmea, library, [], body);
  const { counts, rows } = await countedAndMostUsed(ctx, where, knowledgeEntries.workElementCategory, body.maxEntries);
  const entries = rows.map((r) => toKnowledgeDto(r, new Map()));
  return KNOWLEDGE_GROUP_ORDER.map((group) => ({
    workElementCategory: group,
    count: counts.get(group ?? '') ?? 0,
    entries: entries.filter((e) => e.workElementCategory === group),
  }));
}

/** A page of the library's entries, those `preference` prefers first (the P-diagram's function picker). */
export async function knowledgePage(
  ctx: UserContext,
  library: KnowledgeLibrary,
  query: EntryFilter & { SkipCount: number; MaxResultCount: number },
  preference: TypePreference = NO_PREFERENCE,
  kind: KnowledgeKind = DFMEA,
) {
  const types = await allPartTypes(ctx.tx);
  const where = entryWhere(kind, library, types, query);
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

async function requireEntry(
  ctx: UserContext,
  kind: KnowledgeKind,
  library: KnowledgeLibrary,
  id: string,
): Promise<EntryRow> {
  const categories: readonly string[] = KNOWLEDGE_LIBRARIES[library].categories;
  const [row] = await ctx.tx
    .select()
    .from(knowledgeEntries)
    .where(and(eq(knowledgeEntries.id, id), eq(knowledgeEntries.kind, kind)));
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
  /** A DFMEA entry's part type (a PFMEA's has none). */
  typeId?: string | null | undefined;
  /** A PFMEA entry's 4M (a DFMEA's has none). */
  workElementCategory?: WorkElementCategory | null | undefined;
  name: string;
  requirement: string;
  severity: number | null;
}

export async function saveKnowledgeEntry(
  ctx: UserContext,
  library: KnowledgeLibrary,
  input: KnowledgeInput,
  kind: KnowledgeKind = DFMEA,
) {
  requireAddOnCreate(ctx, input.id, KNOWLEDGE_KIND_POINTS[kind][library].add);
  // A DFMEA entry is filed by part type, a PFMEA entry by 4M.
  const typeId = kind === DFMEA ? (input.typeId ?? null) : null;
  const workElementCategory = kind === DFMEA ? null : (input.workElementCategory ?? null);
  const types = await typesWith(ctx, typeId);
  // Only a function has a requirement and only an effect an S.
  const requirement = input.category === 'function' ? input.requirement : '';
  const severity = input.category === 'FE' ? input.severity : null;
  const normKey = knowledgeKey(input.name, requirement);
  const before = input.id ? await requireEntry(ctx, kind, library, input.id) : undefined;
  const [taken] = await ctx.tx
    .select({ id: knowledgeEntries.id })
    .from(knowledgeEntries)
    .where(
      and(
        eq(knowledgeEntries.kind, kind),
        eq(knowledgeEntries.category, input.category),
        typeId ? eq(knowledgeEntries.typeId, typeId) : isNull(knowledgeEntries.typeId),
        workElementCategory
          ? eq(knowledgeEntries.workElementCategory, workElementCategory)
          : isNull(knowledgeEntries.workElementCategory),
        eq(knowledgeEntries.normKey, normKey),
        input.id ? ne(knowledgeEntries.id, input.id) : undefined,
      ),
    );
  if (taken) throw businessError(kind === DFMEA ? KNOWLEDGE_MESSAGES.duplicate : KNOWLEDGE_MESSAGES.duplicate4M);
  const values = {
    category: input.category,
    typeId,
    workElementCategory,
    name: input.name,
    requirement,
    severity,
    normKey,
  };
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
        kind,
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
  kind: KnowledgeKind = DFMEA,
) {
  const before = await requireEntry(ctx, kind, library, input.id);
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
  kind: KnowledgeKind = DFMEA,
) {
  const used = () => {
    switch (input.library) {
      case 'knowledge':
        return ctx.tx
          .update(knowledgeEntries)
          .set({ useCount: sql`${knowledgeEntries.useCount} + 1` })
          .where(and(inArray(knowledgeEntries.id, input.ids), eq(knowledgeEntries.kind, kind)))
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
