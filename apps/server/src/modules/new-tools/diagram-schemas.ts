import {
  AffinityDiagramSchema,
  ArrowDiagramSchema,
  AssociationDiagramSchema,
  type DiagramKind,
  type DiagramOfKind,
  MatrixDiagramSchema,
  PdpcDiagramSchema,
  TreeDiagramSchema,
} from '@qis/shared';
import type { z } from 'zod';
import { badRequest } from '../../platform/http/app-error';

const SCHEMAS: { [K in DiagramKind]: z.ZodType<DiagramOfKind[K]> } = {
  tree: TreeDiagramSchema,
  pdpc: PdpcDiagramSchema,
  affinity: AffinityDiagramSchema,
  association: AssociationDiagramSchema,
  arrow: ArrowDiagramSchema,
  matrix: MatrixDiagramSchema,
};

/**
 * The diagram if it fits its kind's schema; otherwise 400 naming the first wrong field under `field`, in the words
 * the error handler uses for a request that fails its declared schema ('参数 diagram.root.text 无效：…').
 */
export function validDiagram<K extends DiagramKind>(kind: K, value: unknown, field = 'diagram'): DiagramOfKind[K] {
  const result = SCHEMAS[kind].safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [field, ...(issue?.path ?? []).map(String)].join('.');
  throw badRequest(`参数 ${path} 无效：${issue?.message ?? '格式不正确'}`);
}
