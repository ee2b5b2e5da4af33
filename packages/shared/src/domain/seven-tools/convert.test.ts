import { describe, expect, it } from 'vitest';
import { AffinityDiagramSchema } from './affinity';
import { affinityToTree, treeToAffinity } from './convert';
import { type OutlineNode, TreeDiagramSchema, walkOutline } from './outline';

const node = (id: string, text: string, children: OutlineNode[] = [], color?: string): OutlineNode => ({
  id,
  text,
  children,
  ...(color ? { color } : {}),
});

const texts = (root: OutlineNode) => [...walkOutline(root)].map(({ node: n, depth }) => `${depth}:${n.text}`);

describe('treeToAffinity', () => {
  it('makes the goal the theme, each first-level means a group, and everything below it that group’s cards', () => {
    const tree = {
      root: node('g', '提高良率', [
        node(
          'm1',
          '改进工艺',
          [node('m11', '优化温度', [node('m111', '加装温控')]), node('m12', '缩短节拍')],
          '#ff0000',
        ),
        node('m2', '培训员工'),
      ]),
    };
    const affinity = treeToAffinity(tree);
    expect(affinity).toEqual({
      title: '提高良率',
      groups: [
        {
          id: 'm1',
          header: '改进工艺',
          color: '#ff0000',
          cards: [
            { id: 'm11', text: '优化温度' },
            { id: 'm111', text: '加装温控' },
            { id: 'm12', text: '缩短节拍' },
          ],
        },
        { id: 'm2', header: '培训员工', cards: [] },
      ],
      loose: [],
    });
    expect(AffinityDiagramSchema.safeParse(affinity).success).toBe(true);
  });
});

describe('affinityToTree', () => {
  it('makes the theme the root, groups its children, cards theirs, loose cards last under the root', () => {
    const tree = affinityToTree({
      title: '顾客抱怨',
      groups: [
        { id: 'g1', header: '交付', color: '#00ff00', cards: [{ id: 'c1', text: '延期' }] },
        { id: 'g2', header: '质量', cards: [] },
      ],
      loose: [{ id: 'c2', text: '价格高' }],
    });
    expect(tree.root.text).toBe('顾客抱怨');
    expect(texts(tree.root)).toEqual(['0:顾客抱怨', '1:交付', '2:延期', '1:质量', '1:价格高']);
    expect(tree.root.children[0]).toMatchObject({ id: 'g1', color: '#00ff00' });
    expect(TreeDiagramSchema.safeParse(tree).success).toBe(true);
  });

  it('keeps ids unique when a card is already called root', () => {
    const tree = affinityToTree({ title: '主题', groups: [], loose: [{ id: 'root', text: '卡片' }] });
    const ids = [...walkOutline(tree.root)].map(({ node: n }) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(tree.root.children[0]?.id).toBe('root');
  });
});

describe('round trip', () => {
  it('gives back a two-level tree with the same texts in the same order', () => {
    const tree = {
      root: node('root', '目标', [
        node('a', '手段一', [node('a1', '措施甲'), node('a2', '措施乙')]),
        node('b', '手段二'),
        node('c', '手段三', [node('c1', '措施丙')]),
      ]),
    };
    const back = affinityToTree(treeToAffinity(tree));
    expect(texts(back.root)).toEqual(texts(tree.root));
    expect(back).toEqual(tree);
  });
});
