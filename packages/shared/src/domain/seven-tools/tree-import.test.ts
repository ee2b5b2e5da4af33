import { describe, expect, it } from 'vitest';
import { type OutlineNode, TreeDiagramSchema, walkOutline } from './outline';
import { TREE_IMPORT_MESSAGES, treeFromRows } from './tree-import';

const outline = (root: OutlineNode) =>
  [...walkOutline(root)].map(({ node, depth }) => `${'  '.repeat(depth)}${node.text}`);

describe('treeFromRows', () => {
  it('reads column A as the goal and each further column one level down, blanks repeating merged cells', () => {
    const result = treeFromRows([
      ['提高良率', '改进工艺', '优化温度'],
      ['', '', '缩短节拍'],
      ['', '培训员工', '上岗考核'],
      ['', '', ''],
      ['', '', '技能比武'],
    ]);
    expect(outline(result.diagram.root)).toEqual([
      '提高良率',
      '  改进工艺',
      '    优化温度',
      '    缩短节拍',
      '  培训员工',
      '    上岗考核',
      '    技能比武',
    ]);
    expect(result.nodes).toBe(7);
    expect(TreeDiagramSchema.safeParse(result.diagram).success).toBe(true);
  });

  it('treats the same text under the same parent as one node, and trims texts', () => {
    const result = treeFromRows([
      [' 目标 ', '手段', '甲'],
      ['目标', '手段 ', '乙'],
      ['目标', '其他', '甲'],
    ]);
    expect(outline(result.diagram.root)).toEqual(['目标', '  手段', '    甲', '    乙', '  其他', '    甲']);
  });

  it('ends a row at the first blank after a new value: blanks there do not repeat', () => {
    const result = treeFromRows([
      ['目标', '手段一', '措施'],
      ['', '手段二', ''],
    ]);
    expect(outline(result.diagram.root)).toEqual(['目标', '  手段一', '    措施', '  手段二']);
  });

  it('gives every node its own id, the root "root"', () => {
    const { diagram } = treeFromRows([
      ['目标', '甲', '乙'],
      ['', '丙', '乙'],
    ]);
    const ids = [...walkOutline(diagram.root)].map(({ node }) => node.id);
    expect(ids[0]).toBe('root');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a second goal, an overlong text naming its cell, a gap and an empty sheet', () => {
    expect(() => treeFromRows([['目标一'], ['目标二']])).toThrow(TREE_IMPORT_MESSAGES.oneGoal);
    const long = '长'.repeat(201);
    expect(() =>
      treeFromRows([['目标', '甲', '乙'], ...Array.from({ length: 10 }, () => ['', '', `x`]), ['', '', long]]),
    ).toThrow('C12 文字超过200个字符');
    expect(() => treeFromRows([['目标', '', '乙']])).toThrow(/^C1 /);
    expect(() => treeFromRows([['', ''], []])).toThrow(TREE_IMPORT_MESSAGES.empty);
  });

  it('refuses more nodes than a tree may have', () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ['目标', `手段${i}`]);
    expect(() => treeFromRows(rows)).toThrow(TREE_IMPORT_MESSAGES.tooMany);
    expect(treeFromRows(rows.slice(0, 1_999)).nodes).toBe(2_000);
  });
});
