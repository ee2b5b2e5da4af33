import { DEFAULT_MATRIX_WEIGHTS, type MatrixDiagram } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { buildMatrixSvg, textWidth } from './matrix-svg';

const labels = { total: '合计', rank: '排名', subtotal: '小计' };
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

const diagram: MatrixDiagram = {
  type: 'L',
  title: '问题 <A> & 原因',
  setNames: ['问题', '原因', '对策'],
  a: [
    { id: 'a1', text: '尺寸超差' },
    { id: 'a2', text: '毛刺' },
  ],
  b: [
    { id: 'b1', text: '刀具磨损' },
    { id: 'b2', text: '夹具松动' },
  ],
  c: [],
  relations: { 'a1|b1': '◎', 'a2|b2': '△', 'a2|b1': '○' },
  weights: { ...DEFAULT_MATRIX_WEIGHTS },
};

describe('buildMatrixSvg', () => {
  it('draws the title escaped, every item, every symbol and the totals', () => {
    const { svg } = buildMatrixSvg(diagram, labels);
    const shown = texts(svg);
    expect(shown[0]).toBe('问题 &lt;A&gt; &amp; 原因');
    expect(shown).toEqual(expect.arrayContaining(['尺寸超差', '毛刺', '刀具磨损', '夹具松动', '合计', '排名']));
    expect(shown.filter((text) => text === '◎' || text === '○' || text === '△')).toHaveLength(3);
    // a2: ○ 3 + △ 1; b1: ◎ 5 + ○ 3
    expect(shown).toEqual(expect.arrayContaining(['4', '8']));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('is as large as its tables, and a Y-matrix stacks three of them', () => {
    const l = buildMatrixSvg(diagram, labels);
    const y = buildMatrixSvg({ ...diagram, type: 'Y', c: [{ id: 'c1', text: '更换刀具' }] }, labels);
    expect(l.svg).toContain(`width="${l.width}" height="${l.height}"`);
    expect(y.height).toBeGreaterThan(2 * l.height);
    expect(texts(y.svg)).toContain('小计');
  });

  it('shortens a text longer than its cell', () => {
    const long = '很长的项目名称'.repeat(10);
    const { svg } = buildMatrixSvg({ ...diagram, b: [{ id: 'b1', text: long }] }, labels);
    expect(texts(svg).some((text) => text?.endsWith('…'))).toBe(true);
    expect(svg).not.toContain(long);
  });

  it('measures CJK wider than Latin', () => {
    expect(textWidth('质量')).toBeGreaterThan(textWidth('QA'));
  });
});
