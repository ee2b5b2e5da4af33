import { z } from 'zod';
import { NodeId, NodeText } from './outline';

// A matrix diagram: L-type (rows × columns), T-type (two row sets sharing the columns) or Y-type (three sets, each
// pair related). A relation is ◎ strong, ○ medium or △ weak, each weighted; totals add the weights per line.

export const MATRIX_TYPES = ['L', 'T', 'Y'] as const;
export type MatrixType = (typeof MATRIX_TYPES)[number];
/** Import type codes (modules spec §5: type 3 imports a Y-matrix). */
export const MATRIX_IMPORT_TYPES: Readonly<Record<number, MatrixType>> = { 1: 'L', 2: 'T', 3: 'Y' };

export const MATRIX_SYMBOLS = ['◎', '○', '△'] as const;
export type MatrixSymbol = (typeof MATRIX_SYMBOLS)[number];
export const DEFAULT_MATRIX_WEIGHTS: Readonly<Record<MatrixSymbol, number>> = { '◎': 5, '○': 3, '△': 1 };
export const MATRIX_MAX_ITEMS = 200;

export interface MatrixItem {
  id: string;
  text: string;
}
/**
 * Items are in sets A, B and C. L: A rows × B columns. T: A rows × B columns and C rows × B columns. Y: A × B, B × C
 * and C × A. A relation's key is `${firstId}|${secondId}` of one of those pairs, in that order.
 */
export interface MatrixDiagram {
  type: MatrixType;
  title: string;
  /** The names of the sets, e.g. 问题 / 原因 / 对策. */
  setNames: [string, string, string];
  a: MatrixItem[];
  b: MatrixItem[];
  /** Empty for an L-matrix. */
  c: MatrixItem[];
  relations: Record<string, MatrixSymbol>;
  weights: Record<MatrixSymbol, number>;
}

const Items = z
  .array(z.object({ id: NodeId, text: NodeText }))
  .max(MATRIX_MAX_ITEMS, `项目不能超过${MATRIX_MAX_ITEMS}个`);

export const MatrixDiagramSchema: z.ZodType<MatrixDiagram> = z.object({
  type: z.enum(MATRIX_TYPES, '矩阵类型须为 L、T 或 Y'),
  title: NodeText,
  setNames: z.tuple([NodeText, NodeText, NodeText]),
  a: Items,
  b: Items,
  c: Items,
  relations: z.record(z.string().max(140), z.enum(MATRIX_SYMBOLS, '关系须为 ◎、○ 或 △')),
  weights: z.object({
    '◎': z.number().finite(),
    '○': z.number().finite(),
    '△': z.number().finite(),
  }),
});
