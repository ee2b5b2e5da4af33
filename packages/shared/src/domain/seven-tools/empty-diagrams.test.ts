import { describe, expect, it } from 'vitest';
import { AffinityDiagramSchema } from './affinity';
import { ArrowDiagramSchema } from './arrow';
import { AssociationDiagramSchema } from './association';
import { DIAGRAM_KINDS, emptyDiagram } from './empty-diagrams';
import { MatrixDiagramSchema } from './matrix';
import { PdpcDiagramSchema, TreeDiagramSchema } from './outline';

const SCHEMAS = {
  tree: TreeDiagramSchema,
  pdpc: PdpcDiagramSchema,
  affinity: AffinityDiagramSchema,
  association: AssociationDiagramSchema,
  arrow: ArrowDiagramSchema,
  matrix: MatrixDiagramSchema,
};

describe('emptyDiagram', () => {
  it.each(DIAGRAM_KINDS)('gives a %s diagram its own schema accepts', (kind) => {
    expect(SCHEMAS[kind].safeParse(emptyDiagram(kind)).success).toBe(true);
  });

  it('starts outlines at the goal, with fixed ids', () => {
    expect(emptyDiagram('tree')).toEqual({ root: { id: 'root', text: '目标', children: [] } });
    expect(emptyDiagram('pdpc').root).toMatchObject({ id: 'root', text: '目标', kind: 'step' });
    expect(emptyDiagram('affinity')).toEqual({ title: '主题', groups: [], loose: [] });
    expect(emptyDiagram('association').nodes).toEqual([{ id: 'problem', text: '问题', kind: 'problem' }]);
    expect(emptyDiagram('arrow')).toEqual({ unit: '天', activities: [] });
  });

  it('starts a matrix as an L matrix of three items by three, weighted ◎5 ○3 △1', () => {
    const matrix = emptyDiagram('matrix');
    expect(matrix.type).toBe('L');
    expect(matrix.setNames).toEqual(['项目A', '项目B', '项目C']);
    expect(matrix.a.map((item) => item.text)).toEqual(['A1', 'A2', 'A3']);
    expect(matrix.b.map((item) => item.text)).toEqual(['B1', 'B2', 'B3']);
    expect(matrix.c).toEqual([]);
    expect(matrix.relations).toEqual({});
    expect(matrix.weights).toEqual({ '◎': 5, '○': 3, '△': 1 });
  });

  it('answers a new object each time, so editing one file never changes the next', () => {
    const first = emptyDiagram('tree');
    first.root.children.push({ id: 'x', text: '手段', children: [] });
    expect(emptyDiagram('tree').root.children).toEqual([]);
  });
});
