import { describe, expect, it } from 'vitest';
import { DEFAULT_MATRIX_WEIGHTS, type MatrixDiagram, MatrixDiagramSchema } from './matrix';
import {
  addMatrixItem,
  changeMatrixType,
  lostRelationCount,
  matrixItemRanks,
  matrixItemTotals,
  moveMatrixItem,
  pairColumnSums,
  rankTotals,
  removeMatrixItem,
  renameMatrixItem,
  setMatrixRelation,
} from './matrix-totals';

const items = (...ids: string[]) => ids.map((id) => ({ id, text: id.toUpperCase() }));

function matrix(type: MatrixDiagram['type'], relations: MatrixDiagram['relations']): MatrixDiagram {
  return {
    type,
    title: '质量问题对策',
    setNames: ['问题', '原因', '对策'],
    a: items('a1', 'a2'),
    b: items('b1', 'b2', 'b3'),
    c: type === 'L' ? [] : items('c1', 'c2'),
    relations,
    weights: { ...DEFAULT_MATRIX_WEIGHTS },
  };
}

describe('matrixItemTotals', () => {
  it('adds the weights of each row and each column of an L-matrix', () => {
    const totals = matrixItemTotals(matrix('L', { 'a1|b1': '◎', 'a1|b2': '△', 'a2|b1': '○' }));
    expect(totals.a).toEqual({ a1: 6, a2: 3 });
    expect(totals.b).toEqual({ b1: 8, b2: 1, b3: 0 });
  });

  it('counts a T-matrix column in both tables sharing it', () => {
    const totals = matrixItemTotals(matrix('T', { 'a1|b1': '◎', 'c2|b1': '○', 'c1|b3': '△' }));
    expect(totals.b).toEqual({ b1: 8, b2: 0, b3: 1 });
    expect(totals.c).toEqual({ c1: 1, c2: 3 });
  });

  it('adds every pair a Y-matrix item takes part in, and ignores relations of pairs the type lacks', () => {
    const diagram = matrix('Y', { 'a1|b1': '◎', 'b1|c1': '○', 'c1|a1': '△', 'c2|b2': '◎' });
    const totals = matrixItemTotals(diagram);
    expect(totals.a.a1).toBe(6);
    expect(totals.b.b1).toBe(8);
    expect(totals.c.c1).toBe(4);
    expect(totals.c.c2).toBe(0);
  });

  it('uses the weights the user set', () => {
    const diagram = { ...matrix('L', { 'a1|b1': '◎', 'a1|b2': '○' }), weights: { '◎': 9, '○': 4, '△': 1 } };
    expect(matrixItemTotals(diagram).a.a1).toBe(13);
  });
});

describe('ranks', () => {
  it('ranks the highest total first and lets equal totals share a rank', () => {
    expect(rankTotals({ x: 3, y: 8, z: 3, w: 0 })).toEqual({ y: 1, x: 2, z: 2, w: 4 });
  });

  it('ranks each set on its own', () => {
    const ranks = matrixItemRanks(matrixItemTotals(matrix('L', { 'a2|b3': '○' })));
    expect(ranks.a).toEqual({ a1: 2, a2: 1 });
    expect(ranks.b).toEqual({ b1: 2, b2: 2, b3: 1 });
  });
});

describe('pairColumnSums', () => {
  it('sums one table only, where the item total sums all of them', () => {
    const diagram = matrix('T', { 'a1|b1': '◎', 'c1|b1': '○' });
    expect(pairColumnSums(diagram, ['a', 'b'])).toEqual({ b1: 5, b2: 0, b3: 0 });
    expect(pairColumnSums(diagram, ['c', 'b'])).toEqual({ b1: 3, b2: 0, b3: 0 });
  });
});

describe('item edits', () => {
  it('clears a relation with null and sets one with a symbol', () => {
    const set = setMatrixRelation(matrix('L', {}), 'a1', 'b2', '○');
    expect(set.relations).toEqual({ 'a1|b2': '○' });
    expect(setMatrixRelation(set, 'a1', 'b2', null).relations).toEqual({});
  });

  it('drops the relations of a removed item and keeps the others', () => {
    const diagram = matrix('Y', { 'a1|b1': '◎', 'b1|c1': '○', 'c1|a1': '△', 'a2|b2': '○' });
    const removed = removeMatrixItem(diagram, 'a', 'a1');
    expect(removed.a.map((item) => item.id)).toEqual(['a2']);
    expect(removed.relations).toEqual({ 'b1|c1': '○', 'a2|b2': '○' });
    expect(MatrixDiagramSchema.safeParse(removed).success).toBe(true);
  });

  it('adds, renames and moves items, keeping their relations', () => {
    let diagram = matrix('L', { 'a1|b1': '◎' });
    diagram = addMatrixItem(diagram, 'a', { id: 'a3', text: '新问题' }, 0);
    diagram = renameMatrixItem(diagram, 'a', 'a1', '尺寸超差');
    diagram = moveMatrixItem(diagram, 'a', 'a1', 99);
    expect(diagram.a.map((item) => item.text)).toEqual(['新问题', 'A2', '尺寸超差']);
    expect(diagram.relations).toEqual({ 'a1|b1': '◎' });
  });
});

describe('changeMatrixType', () => {
  it('turns the B–C relations of a Y-matrix into C×B relations of a T-matrix and drops C×A', () => {
    const diagram = matrix('Y', { 'a1|b1': '◎', 'b2|c1': '○', 'c1|a1': '△' });
    expect(lostRelationCount(diagram, 'T')).toBe(1);
    const t = changeMatrixType(diagram, 'T');
    expect(t.relations).toEqual({ 'a1|b1': '◎', 'c1|b2': '○' });
    expect(changeMatrixType(t, 'Y').relations).toEqual({ 'a1|b1': '◎', 'b2|c1': '○' });
  });

  it('empties C when turning into an L-matrix, losing its relations', () => {
    const diagram = matrix('T', { 'a1|b1': '◎', 'c1|b1': '○', 'c2|b3': '△' });
    expect(lostRelationCount(diagram, 'L')).toBe(2);
    const l = changeMatrixType(diagram, 'L');
    expect(l.c).toEqual([]);
    expect(l.relations).toEqual({ 'a1|b1': '◎' });
  });

  it('loses nothing when growing', () => {
    expect(lostRelationCount(matrix('L', { 'a1|b1': '◎' }), 'Y')).toBe(0);
  });
});
