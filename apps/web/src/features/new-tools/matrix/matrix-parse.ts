import { DEFAULT_MATRIX_WEIGHTS, type MatrixDiagram, MatrixDiagramSchema } from '@qis/shared';
import { t } from '../../../locales';

/** The stored diagram, or an empty L-matrix when it does not fit the schema. */
export function parseMatrix(stored: unknown): MatrixDiagram {
  const parsed = MatrixDiagramSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  return {
    type: 'L',
    title: '',
    setNames: [t('newTools.matrix.set.a'), t('newTools.matrix.set.b'), t('newTools.matrix.set.c')],
    a: [],
    b: [],
    c: [],
    relations: {},
    weights: { ...DEFAULT_MATRIX_WEIGHTS },
  };
}

let counter = 0;
/** An item id unique across the sets (relation keys join two ids); randomUUID needs a secure context. */
export function newItemId(): string {
  counter += 1;
  return `m${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
