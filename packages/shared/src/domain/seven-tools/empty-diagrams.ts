import type { AffinityDiagram } from './affinity';
import type { ArrowDiagramDoc } from './arrow';
import type { AssociationDiagram } from './association';
import { DEFAULT_MATRIX_WEIGHTS, type MatrixDiagram } from './matrix';
import type { PdpcDiagram, TreeDiagram } from './outline';

// What a new diagram file shows before its first save. Ids are fixed so that two reads of the same unsaved file
// answer the same diagram.

/** The file kinds of the new seven tools that hold a diagram ('data' and 'matrixAnalysis' do not). */
export const DIAGRAM_KINDS = ['tree', 'pdpc', 'affinity', 'association', 'arrow', 'matrix'] as const;
export type DiagramKind = (typeof DIAGRAM_KINDS)[number];

export interface DiagramOfKind {
  tree: TreeDiagram;
  pdpc: PdpcDiagram;
  affinity: AffinityDiagram;
  association: AssociationDiagram;
  arrow: ArrowDiagramDoc;
  matrix: MatrixDiagram;
}

export const isDiagramKind = (kind: string): kind is DiagramKind => (DIAGRAM_KINDS as readonly string[]).includes(kind);

const items = (prefix: string) => [1, 2, 3].map((n) => ({ id: `${prefix.toLowerCase()}${n}`, text: `${prefix}${n}` }));

const EMPTY: { [K in DiagramKind]: () => DiagramOfKind[K] } = {
  tree: () => ({ root: { id: 'root', text: '目标', children: [] } }),
  pdpc: () => ({ root: { id: 'root', text: '目标', kind: 'step', children: [] } }),
  affinity: () => ({ title: '主题', groups: [], loose: [] }),
  association: () => ({ nodes: [{ id: 'problem', text: '问题', kind: 'problem' }], edges: [] }),
  arrow: () => ({ unit: '天', activities: [] }),
  matrix: () => ({
    type: 'L',
    title: '',
    setNames: ['项目A', '项目B', '项目C'],
    a: items('A'),
    b: items('B'),
    c: [],
    relations: {},
    weights: { ...DEFAULT_MATRIX_WEIGHTS },
  }),
};

/** A fresh empty diagram of the kind (a new object on every call). */
export function emptyDiagram<K extends DiagramKind>(kind: K): DiagramOfKind[K] {
  return EMPTY[kind]();
}
