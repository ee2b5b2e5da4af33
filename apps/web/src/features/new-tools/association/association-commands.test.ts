import { ASSOCIATION_MAX_NODES, type AssociationDiagram, DEFAULT_LABEL_COLORS } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import {
  addNodeCommand,
  clearPlacements,
  colorByLabelCommand,
  connectCommand,
  labelByDegreeCommand,
  type Outcome,
  parseAssociation,
  placeNode,
  removeCommand,
  renameNode,
  setNodeColor,
  setNodeLabel,
  validSelection,
} from './association-commands';

// 问题 p is caused by a; a by b.
const sample = (): AssociationDiagram => ({
  nodes: [
    { id: 'p', text: '焊缝气孔', kind: 'problem' },
    { id: 'a', text: '焊材受潮', kind: 'cause' },
    { id: 'b', text: '仓库湿度高', kind: 'cause' },
  ],
  edges: [
    { id: 'e1', from: 'a', to: 'p' },
    { id: 'e2', from: 'b', to: 'a' },
  ],
});
const done = (outcome: Outcome | null) => {
  if (!outcome || 'refusal' in outcome) throw new Error(`expected a change, got ${JSON.stringify(outcome)}`);
  return outcome;
};

describe('connectCommand', () => {
  it('draws an arrow from the cause to its effect and selects it', () => {
    const { diagram, selection } = done(connectCommand(sample(), 'b', 'p', 'e3'));
    expect(diagram.edges.at(-1)).toEqual({ id: 'e3', from: 'b', to: 'p' });
    expect(selection).toEqual({ kind: 'edge', id: 'e3' });
  });

  it('refuses an arrow from a node to itself', () => {
    expect(connectCommand(sample(), 'a', 'a', 'e3')).toEqual({ refusal: 'selfLoop' });
  });

  it('refuses a second arrow between the same cause and effect but allows the opposite one (mutual causes)', () => {
    expect(connectCommand(sample(), 'a', 'p', 'e3')).toEqual({ refusal: 'duplicate' });
    expect(done(connectCommand(sample(), 'p', 'a', 'e3')).diagram.edges).toHaveLength(3);
  });
});

describe('addNodeCommand', () => {
  it('adds a problem on its own and selects it', () => {
    const { diagram, selection } = done(
      addNodeCommand(sample(), 'problem', '新问题', { node: 'q', edge: 'e9' }, { kind: 'node', id: 'a' }),
    );
    expect(diagram.nodes.at(-1)).toEqual({ id: 'q', text: '新问题', kind: 'problem' });
    expect(diagram.edges).toHaveLength(2);
    expect(selection).toEqual({ kind: 'node', id: 'q' });
  });

  it('adds a cause of the selected node', () => {
    const { diagram } = done(
      addNodeCommand(sample(), 'cause', '新原因', { node: 'c', edge: 'e9' }, { kind: 'node', id: 'p' }),
    );
    expect(diagram.edges.at(-1)).toEqual({ id: 'e9', from: 'c', to: 'p' });
  });

  it('adds a cause without arrows when nothing or an arrow is selected', () => {
    const ids = { node: 'c', edge: 'e9' };
    expect(done(addNodeCommand(sample(), 'cause', '新原因', ids, null)).diagram.edges).toHaveLength(2);
    const afterEdge = addNodeCommand(sample(), 'cause', '新原因', ids, { kind: 'edge', id: 'e1' });
    expect(done(afterEdge).diagram.edges).toHaveLength(2);
  });

  it('refuses a node beyond the limit', () => {
    const full: AssociationDiagram = {
      nodes: Array.from({ length: ASSOCIATION_MAX_NODES }, (_, i) => ({ id: `n${i}`, text: '', kind: 'cause' })),
      edges: [],
    };
    expect(addNodeCommand(full, 'cause', 'x', { node: 'x', edge: 'y' }, null)).toEqual({ refusal: 'tooManyNodes' });
  });
});

describe('removeCommand', () => {
  it('removes a node together with its arrows', () => {
    const { diagram, selection } = done(removeCommand(sample(), { kind: 'node', id: 'a' }));
    expect(diagram.nodes.map((n) => n.id)).toEqual(['p', 'b']);
    expect(diagram.edges).toEqual([]);
    expect(selection).toBeNull();
  });

  it('removes only the selected arrow', () => {
    const { diagram } = done(removeCommand(sample(), { kind: 'edge', id: 'e2' }));
    expect(diagram.nodes).toHaveLength(3);
    expect(diagram.edges.map((e) => e.id)).toEqual(['e1']);
  });

  it('does nothing without a selection or with one that no longer exists', () => {
    expect(removeCommand(sample(), null)).toBeNull();
    expect(removeCommand(sample(), { kind: 'node', id: 'gone' })).toBeNull();
  });
});

describe('editing nodes', () => {
  it('renames a node', () => {
    expect(renameNode(sample(), 'a', '焊条未烘干').nodes[1]?.text).toBe('焊条未烘干');
  });

  it('places a node by hand on whole pixels, never off the top-left of the drawing', () => {
    const placed = placeNode(placeNode(sample(), 'a', 120.6, 40.2), 'b', -30, -5);
    expect(placed.nodes[1]).toMatchObject({ x: 121, y: 40 });
    expect(placed.nodes[2]).toMatchObject({ x: 0, y: 0 });
  });

  it('forgets every hand placement for the automatic layout', () => {
    const cleared = clearPlacements(placeNode(sample(), 'a', 100, 100));
    expect(cleared.nodes.every((n) => !('x' in n) && !('y' in n))).toBe(true);
    const untouched = sample();
    expect(clearPlacements(untouched)).toBe(untouched);
  });

  it('sets a label and a colour, and takes the colour back off', () => {
    const labelled = setNodeLabel(sample(), 'b', 'keyCause');
    expect(labelled.nodes[2]?.label).toBe('keyCause');
    const coloured = setNodeColor(labelled, 'b', '#13C2C2');
    expect(coloured.nodes[2]?.color).toBe('#13C2C2');
    expect(setNodeColor(coloured, 'b', undefined).nodes[2]).not.toHaveProperty('color');
  });

  it('forgets a selection the diagram no longer has', () => {
    expect(validSelection(sample(), { kind: 'edge', id: 'e1' })).toEqual({ kind: 'edge', id: 'e1' });
    expect(validSelection(sample(), { kind: 'edge', id: 'a' })).toBeNull();
  });
});

describe('labels and colours by degree', () => {
  it('labels the root cause 关键原因, the problem 关键结果 and the link between them 一般', () => {
    const labels = labelByDegreeCommand(setNodeLabel(sample(), 'a', 'keyCause')).nodes.map((n) => [n.id, n.label]);
    expect(labels).toEqual([
      ['p', 'keyResult'],
      ['a', 'normal'],
      ['b', 'keyCause'],
    ]);
  });

  it('leaves a diagram already labelled and coloured that way unchanged (no empty undo step)', () => {
    const labelled = labelByDegreeCommand(sample());
    expect(labelByDegreeCommand(labelled)).toBe(labelled);
    const coloured = colorByLabelCommand(labelled);
    expect(colorByLabelCommand(coloured)).toBe(coloured);
  });

  it('colours each node by its label, an unlabelled one as 一般', () => {
    const coloured = colorByLabelCommand(setNodeLabel(sample(), 'b', 'keyCause'));
    expect(coloured.nodes.map((n) => n.color)).toEqual([
      DEFAULT_LABEL_COLORS.normal,
      DEFAULT_LABEL_COLORS.normal,
      DEFAULT_LABEL_COLORS.keyCause,
    ]);
  });
});

describe('parseAssociation', () => {
  it('takes a stored diagram that passes the schema as it is', () => {
    expect(parseAssociation(sample(), '问题')).toEqual(sample());
  });

  it('starts a new or broken file with one problem', () => {
    const start = { nodes: [{ id: 'problem', text: '问题', kind: 'problem' }], edges: [] };
    expect(parseAssociation({ nodes: [], edges: [] }, '问题')).toEqual(start);
    expect(parseAssociation({ nodes: [{ id: 'a' }] }, '问题')).toEqual(start);
    expect(parseAssociation(null, '问题')).toEqual(start);
  });
});
