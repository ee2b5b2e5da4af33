import type { OutlineNode } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { layoutOutline } from './outline-layout';

const leaf = (id: string, text = `手段${id}`): OutlineNode => ({ id, text, children: [] });
const tree: OutlineNode = {
  id: 'root',
  text: '降低焊接不良率',
  children: [
    {
      id: 'a',
      text: '提高操作技能',
      children: [leaf('a1'), leaf('a2', '开展焊接培训并考核上岗资格，不合格者不得上岗')],
    },
    { id: 'b', text: '改进设备', children: [leaf('b1')] },
  ],
};

const boxOf = (layout: ReturnType<typeof layoutOutline>, id: string) => {
  const found = layout.boxes.find((b) => b.id === id);
  if (!found) throw new Error(`no box for ${id}`);
  return found.box;
};
const overlap = (p: { x: number; y: number; width: number; height: number }, q: typeof p) =>
  p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;

describe('outline layout', () => {
  it('puts each level in a column to the right of the one before', () => {
    const layout = layoutOutline(tree);
    const root = boxOf(layout, 'root');
    const a = boxOf(layout, 'a');
    const a1 = boxOf(layout, 'a1');
    expect(a.x).toBeGreaterThan(root.x + root.width);
    expect(a1.x).toBeGreaterThan(a.x + a.width);
    expect(boxOf(layout, 'b').x).toBe(a.x);
  });

  it('centres a node on its children and never overlaps boxes', () => {
    const layout = layoutOutline(tree);
    const a = boxOf(layout, 'a');
    const [a1, a2] = [boxOf(layout, 'a1'), boxOf(layout, 'a2')];
    const childrenMiddle = (a1.y + a2.y + a2.height) / 2;
    expect(Math.abs(a.y + a.height / 2 - childrenMiddle)).toBeLessThan(1);
    const boxes = layout.boxes.map((b) => b.box);
    for (const [i, p] of boxes.entries()) for (const q of boxes.slice(i + 1)) expect(overlap(p, q)).toBe(false);
    expect(layout.height).toBeGreaterThanOrEqual(Math.max(...boxes.map((b) => b.y + b.height)));
  });

  it('wraps a long text onto several lines', () => {
    const layout = layoutOutline(tree);
    expect(layout.boxes.find((b) => b.id === 'a2')?.lines.length).toBeGreaterThan(1);
  });

  it('hides the children of a folded node and counts them', () => {
    const layout = layoutOutline({ ...tree, children: [{ ...(tree.children[0] as OutlineNode), collapsed: true }] });
    expect(layout.boxes.map((b) => b.id)).toEqual(['root', 'a']);
    expect(layout.boxes.find((b) => b.id === 'a')?.hidden).toBe(2);
    expect(layout.connectors).toHaveLength(1);
  });

  it('joins every parent to each child with an elbow', () => {
    const layout = layoutOutline(tree);
    expect(layout.connectors.map((c) => `${c.parent}>${c.child}`).sort()).toEqual([
      'a>a1',
      'a>a2',
      'b>b1',
      'root>a',
      'root>b',
    ]);
    for (const c of layout.connectors) {
      expect(c.via[0]?.y).toBe(c.from.y);
      expect(c.via[1]?.y).toBe(c.to.y);
    }
  });
});
