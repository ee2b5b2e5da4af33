import { KNOWLEDGE_MESSAGES, PART_TYPE_MAX_DEPTH, PARTS_MESSAGES } from '@qis/shared';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { dvpLibraryEntries, influencingFactors, knowledgeEntries, parts, partTypes } from '../../db/tables';
import { businessError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { categoryTreeStore } from './category-tree-store';

// The part types of the parts library (/FMEAProductListType): a category tree of parts, also filing the knowledge
// base, the DVP library and the influencing factors.

const partTypeStore = categoryTreeStore({
  table: partTypes,
  entity: 'partType',
  filed: { table: parts, categoryColumn: parts.typeId },
  countKey: 'partCount',
  maxDepth: PART_TYPE_MAX_DEPTH,
  messages: {
    notFound: '零件类型不存在或已被删除',
    parentMissing: '参数 parentId 无效：上级类型不存在',
    nameTaken: PARTS_MESSAGES.typeNameTaken,
    tooDeep: PARTS_MESSAGES.typeTooDeep,
    cycle: PARTS_MESSAGES.typeCycle,
    hasChildren: PARTS_MESSAGES.typeHasChildren,
    inUse: PARTS_MESSAGES.typeHasParts,
  },
  refuseDelete: refuseFiledKnowledge,
});

async function refuseFiledKnowledge(ctx: UserContext, id: string) {
  const filedUnder = async (table: PgTable, typeColumn: PgColumn) =>
    (await ctx.tx.select({ n: typeColumn }).from(table).where(eq(typeColumn, id)).limit(1)).length > 0;
  if (
    (await filedUnder(knowledgeEntries, knowledgeEntries.typeId)) ||
    (await filedUnder(dvpLibraryEntries, dvpLibraryEntries.typeId)) ||
    (await filedUnder(influencingFactors, influencingFactors.typeId))
  )
    throw businessError(KNOWLEDGE_MESSAGES.typeHasKnowledge);
}

export const allPartTypes = partTypeStore.all;
export const partTypeTree = partTypeStore.tree;
export const createPartType = partTypeStore.create;
export const editPartType = partTypeStore.edit;
export const deletePartType = partTypeStore.remove;
