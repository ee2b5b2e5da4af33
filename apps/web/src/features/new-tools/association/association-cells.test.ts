import { type AssociationDiagram, DEFAULT_LABEL_COLORS, layoutAssociation } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { associationCells, edgeCellId, type Highlight } from './association-cells';
import { PROBLEM_COLOR, SELECTED_COLOR, SOURCE_COLOR } from './association-colors';

const diagram: AssociationDiagram = {
  nodes: [
    { id: 'p', text: '焊缝气孔', kind: 'problem' },
    { id: 'a', text: '焊材受潮', kind: 'cause', label: 'keyCause' },
    { id: 'b', text: '保护气流量不足', kind: 'cause', color: '#13C2C2' },
  ],
  edges: [
    { id: 'e1', from: 'a', to: 'p' },
    { id: 'e2', from: 'b', to: 'p' },
  ],
};
const tags = { keyCause: '关键原因', keyResult: '关键结果' };
const none: Highlight = { selection: null, source: null };
const cells = (highlight = none) => associationCells(diagram, layoutAssociation(diagram), tags, highlight);
const nodeCell = (id: string, highlight = none) => {
  const cell = cells(highlight).nodes.find((n) => n.id === id);
  if (!cell) throw new Error(`no cell ${id}`);
  return cell;
};

describe('associationCells', () => {
  it('draws each node as a cell with the node id, where the layout puts it', () => {
    const layout = layoutAssociation(diagram);
    expect(cells().nodes.map((n) => [n.id, n.x, n.y])).toEqual(layout.nodes.map((b) => [b.id, b.x, b.y]));
  });

  it('draws a problem bolder and with a thicker border than a cause', () => {
    const problem = nodeCell('p').attrs;
    const cause = nodeCell('b').attrs;
    expect(problem.label?.fontWeight).toBe(700);
    expect(Number(problem.body?.strokeWidth)).toBeGreaterThan(Number(cause.body?.strokeWidth));
    expect(problem.body?.stroke).toBe(PROBLEM_COLOR);
  });

  it('marks a key cause with its tag and a double border in the label colour', () => {
    const key = nodeCell('a').attrs;
    expect(key.tagText).toMatchObject({ text: '关键原因', display: 'block' });
    expect(key.inner?.display).toBe('block');
    expect(key.body?.stroke).toBe(DEFAULT_LABEL_COLORS.keyCause);
    expect(nodeCell('b').attrs.tag?.display).toBe('none');
  });

  it('draws a node in its own colour', () => {
    expect(nodeCell('b').attrs.body?.stroke).toBe('#13C2C2');
  });

  it('draws each arrow from the cause to the effect with an arrowhead', () => {
    const [edge] = cells().edges;
    expect(edge).toMatchObject({ id: edgeCellId('e1'), source: { cell: 'a' }, target: { cell: 'p' } });
    expect(edge?.attrs.line?.targetMarker).toMatchObject({ name: 'block' });
  });

  it('outlines the selection, and the first cause of an arrow being drawn', () => {
    expect(nodeCell('a').attrs.halo?.display).toBe('none');
    const selected = nodeCell('a', { selection: { kind: 'node', id: 'a' }, source: null }).attrs.halo;
    expect(selected).toMatchObject({ display: 'block', stroke: SELECTED_COLOR });
    expect(nodeCell('b', { selection: null, source: 'b' }).attrs.halo).toMatchObject({ stroke: SOURCE_COLOR });
    const edges = cells({ selection: { kind: 'edge', id: 'e2' }, source: null }).edges;
    expect(edges.map((e) => e.attrs.line?.stroke)).toEqual([expect.not.stringMatching(SELECTED_COLOR), SELECTED_COLOR]);
  });
});
