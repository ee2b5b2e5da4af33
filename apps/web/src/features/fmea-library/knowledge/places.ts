import { FMEA_KINDS, type KnowledgeCategory, WORK_ELEMENT_CATEGORIES, type WorkElementCategory } from '@qis/shared';
import { type MessageKey, t } from '../../../locales';
import type { KnowledgeGroupDto, KnowledgeKind, KnowledgeTreeNode } from './api';

// Where the knowledge screens file an entry: a DFMEA entry under a part type, a PFMEA entry under the 4M of the work
// element it comes from ('none': a process item's or step's). The PFMEA's 4M groups are shown through the same tree
// and filters as the part types: a group's key stands where a type id would.

export const isPfmeaKind = (kind: KnowledgeKind) => kind === FMEA_KINDS.pfmea;

/** 人（操作者）, 机（设备/工装）…; 工序级 for none. */
export const workElementLabel = (category: WorkElementCategory | null) =>
  t(`knowledge.4m.${category ?? 'none'}` as MessageKey);

/** The PFMEA's 4M groups as the screen's tree (a group's 4M as its key, the process level as 'none'). */
export const groupTreeNodes = (groups: KnowledgeGroupDto[]): KnowledgeTreeNode[] =>
  groups.map((g) => ({
    typeId: g.workElementCategory,
    name: workElementLabel(g.workElementCategory),
    count: g.count,
    entries: g.entries,
    children: [],
  }));

/** The 4M a new PFMEA entry may be filed under, the process level first. */
export const workElementOptions = () => [
  { value: 'none', label: workElementLabel(null) },
  ...WORK_ELEMENT_CATEGORIES.map((c) => ({ value: c, label: workElementLabel(c) })),
];

/** A category's name: a PFMEA function is a process function. */
export const kindCategoryLabel = (kind: KnowledgeKind, category: KnowledgeCategory) =>
  t(
    (isPfmeaKind(kind) && category === 'function'
      ? 'knowledge.category.processFunction'
      : `knowledge.category.${category}`) as MessageKey,
  );
