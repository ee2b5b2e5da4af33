import {
  P,
  type PermissionRequirement,
  PROCESS_CLASSIFICATION_MAX_DEPTH,
  PROCESS_MESSAGES,
  type ProcessClassificationNode,
} from '@qis/shared';
import { processClassifications, processItems } from '../../db/tables';
import { canAny } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { categoryTreeStore } from '../fmea-library';

// The process classification tree (/FMEAProcessClassification), built in memory from the tenant's rows.

/** Who may read the tree: the classification library, the process flows, and PFMEA projects (which pick processes). */
const TREE_READERS: readonly PermissionRequirement[] = [
  P.fmea.ProcessClassification.query,
  P.fmea.Process.query,
  P.fmea.MyPFMEA.query,
];

const classificationStore = categoryTreeStore({
  table: processClassifications,
  entity: 'processClassification',
  filed: { table: processItems, categoryColumn: processItems.classificationId },
  countKey: 'processCount',
  maxDepth: PROCESS_CLASSIFICATION_MAX_DEPTH,
  messages: {
    notFound: '工序分类不存在或已被删除',
    parentMissing: '参数 parentId 无效：上级分类不存在',
    nameTaken: PROCESS_MESSAGES.classificationNameTaken,
    tooDeep: PROCESS_MESSAGES.classificationTooDeep,
    cycle: PROCESS_MESSAGES.classificationCycle,
    hasChildren: PROCESS_MESSAGES.classificationHasChildren,
    inUse: PROCESS_MESSAGES.classificationHasProcesses,
  },
});

export const allClassifications = classificationStore.all;

export async function classificationTree(ctx: UserContext): Promise<ProcessClassificationNode[]> {
  if (!canAny(ctx.principal, TREE_READERS)) throw forbidden();
  return classificationStore.tree(ctx);
}

export const createClassification = classificationStore.create;
export const editClassification = classificationStore.edit;
export const deleteClassification = classificationStore.remove;
