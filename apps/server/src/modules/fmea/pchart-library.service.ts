import {
  elementPartTypes,
  type FactorCategory,
  FMEA_MESSAGES,
  type FmeaKind,
  type FunctionByPChartItem,
  type InfluencingFactorItem,
} from '@qis/shared';
import { eq, inArray } from 'drizzle-orm';
import { parts } from '../../db/tables';
import type { UserContext } from '../../platform/http/request-context';
import {
  influencingFactorPage,
  knowledgePage,
  NO_PREFERENCE,
  requireFactorReader,
  type TypePreference,
  typePreference,
} from '../fmea-library';
import { fmeaElements } from './fmea-net.tables';
import { rowOf } from './net-rows-access';
import { projectFor } from './project-access';

// What the P-diagram step picks from, in the order that fits its element: the influencing-factor library for the
// noise and control factors and inputs, the function library for the ideal outputs. The element's part type is its
// part's, else the nearest ancestor element's (as the knowledge feed files entries).

interface ElementTypeAnswer {
  elementTypeId: string | null;
  elementTypePath: string | null;
}

/** The preference of the element's part type, having checked that the caller may read the project. */
async function elementPreference(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
  elementId: string,
): Promise<TypePreference> {
  await projectFor(ctx, kind, projectId, 'read');
  await rowOf(ctx.tx, fmeaElements, projectId, elementId, FMEA_MESSAGES.elementNotFound);
  const elements = await ctx.tx
    .select({ id: fmeaElements.id, parentId: fmeaElements.parentId, partId: fmeaElements.partId })
    .from(fmeaElements)
    .where(eq(fmeaElements.projectId, projectId));
  const partIds = [...new Set(elements.flatMap((e) => (e.partId ? [e.partId] : [])))];
  const partTypes =
    partIds.length > 0
      ? await ctx.tx.select({ id: parts.id, typeId: parts.typeId }).from(parts).where(inArray(parts.id, partIds))
      : [];
  const typeOfPart = new Map(partTypes.map((p) => [p.id, p.typeId]));
  const typeId = elementPartTypes(elements, (partId) => typeOfPart.get(partId) ?? null).get(elementId) ?? null;
  return typePreference(ctx.tx, typeId);
}

const typeAnswer = (preference: TypePreference): ElementTypeAnswer => ({
  elementTypeId: preference.typeId,
  elementTypePath: preference.typePath,
});

export async function influencingFactorList(
  ctx: UserContext,
  kind: FmeaKind,
  query: {
    SkipCount: number;
    MaxResultCount: number;
    category?: FactorCategory | undefined;
    typeId?: string | undefined;
    keyword?: string | undefined;
    projectId?: string | undefined;
    elementId?: string | undefined;
  },
): Promise<{ items: InfluencingFactorItem[]; totalCount: number } & ElementTypeAnswer> {
  requireFactorReader(ctx);
  const preference =
    query.projectId && query.elementId
      ? await elementPreference(ctx, kind, query.projectId, query.elementId)
      : NO_PREFERENCE;
  const page = await influencingFactorPage(ctx, query, preference);
  return { ...page, ...typeAnswer(preference) };
}

export async function functionLibraryByPChart(
  ctx: UserContext,
  kind: FmeaKind,
  query: {
    SkipCount: number;
    MaxResultCount: number;
    projectId: string;
    elementId: string;
    keyword?: string | undefined;
  },
): Promise<{ items: FunctionByPChartItem[]; totalCount: number } & ElementTypeAnswer> {
  const preference = await elementPreference(ctx, kind, query.projectId, query.elementId);
  const page = await knowledgePage(
    ctx,
    'function',
    { SkipCount: query.SkipCount, MaxResultCount: query.MaxResultCount, keyword: query.keyword, category: 'function' },
    preference,
  );
  return {
    items: page.items.map((entry) => ({
      ...entry,
      ofElementType: entry.typeId !== null && preference.own.has(entry.typeId),
    })),
    totalCount: page.totalCount,
    ...typeAnswer(preference),
  };
}
