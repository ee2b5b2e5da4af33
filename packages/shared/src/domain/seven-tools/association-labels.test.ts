import { describe, expect, it } from 'vitest';
import type { AssociationDiagram } from './association';
import { DEFAULT_LABEL_COLORS, degreeLabels } from './association-labels';

const diagram = (ids: string[], arrows: [string, string][]): AssociationDiagram => ({
  nodes: ids.map((id, index) => ({ id, text: id, kind: index === 0 ? 'problem' : 'cause' })),
  edges: arrows.map(([from, to], index) => ({ id: `e${index}`, from, to })),
});

describe('degreeLabels', () => {
  it('labels a root cause keyCause, an end result keyResult and a middle link normal', () => {
    const labels = degreeLabels(
      diagram(
        ['p', 'a', 'b'],
        [
          ['a', 'b'],
          ['b', 'p'],
        ],
      ),
    );
    expect(labels.get('a')).toEqual({ id: 'a', inDegree: 0, outDegree: 1, label: 'keyCause' });
    expect(labels.get('b')).toEqual({ id: 'b', inDegree: 1, outDegree: 1, label: 'normal' });
    expect(labels.get('p')).toEqual({ id: 'p', inDegree: 1, outDegree: 0, label: 'keyResult' });
  });

  it('counts every arrow in and out', () => {
    const labels = degreeLabels(
      diagram(
        ['p', 'a', 'b', 'c'],
        [
          ['a', 'p'],
          ['b', 'p'],
          ['c', 'p'],
          ['a', 'b'],
        ],
      ),
    );
    expect(labels.get('p')).toMatchObject({ inDegree: 3, outDegree: 0, label: 'keyResult' });
    expect(labels.get('a')).toMatchObject({ inDegree: 0, outDegree: 2, label: 'keyCause' });
  });

  it('labels an isolated node normal', () => {
    expect(degreeLabels(diagram(['p', 'x'], [])).get('x')?.label).toBe('normal');
  });

  it('labels every node of a cycle normal (mutual causes)', () => {
    const labels = degreeLabels(
      diagram(
        ['p', 'a', 'b'],
        [
          ['a', 'b'],
          ['b', 'a'],
        ],
      ),
    );
    expect(labels.get('a')?.label).toBe('normal');
    expect(labels.get('b')?.label).toBe('normal');
  });

  it('ignores the label stored on a node', () => {
    const stored = diagram(['p', 'a'], [['a', 'p']]);
    stored.nodes[1] = { id: 'a', text: 'a', kind: 'cause', label: 'keyResult' };
    expect(degreeLabels(stored).get('a')?.label).toBe('keyCause');
  });

  it('skips arrows to missing nodes and self-loops', () => {
    const labels = degreeLabels(
      diagram(
        ['p', 'a'],
        [
          ['a', 'ghost'],
          ['a', 'a'],
        ],
      ),
    );
    expect(labels.get('a')).toMatchObject({ inDegree: 0, outDegree: 0, label: 'normal' });
    expect(labels.has('ghost')).toBe(false);
  });

  it('gives each label a distinct colour', () => {
    expect(new Set(Object.values(DEFAULT_LABEL_COLORS)).size).toBe(3);
  });
});
