import { describe, expect, it } from 'vitest';
import { fishboneCells, HEAD_CELL, labelCellId, lineCellId } from './fishbone-cells';
import { DEFAULT_BONE_COLOR, DEFAULT_HEAD_COLOR, readableTextColor, SELECTED_COLOR } from './fishbone-colors';
import { layoutFishbone } from './fishbone-layout';
import { addCause, type FishboneDiagram, newFishbone, ROOT, setColor } from './fishbone-model';

function sample(): FishboneDiagram {
  let n = 0;
  let d = newFishbone(() => `b${++n}`);
  d = addCause(d, 'b1', '培训不足', 'x');
  d = addCause(d, 'x', '新员工', 'y');
  return setColor(d, 'b1', '#FA8C16');
}

const cells = (d: FishboneDiagram, selected: string | null = null) => fishboneCells(d, layoutFishbone(d), selected);

describe('fishboneCells', () => {
  it('draws a node for the head and each text, an edge for the spine and each line, with unique ids', () => {
    const { nodes, edges } = cells(sample());
    expect(nodes).toHaveLength(1 + 8);
    expect(edges).toHaveLength(1 + 8);
    const ids = [...nodes, ...edges].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(nodes[0]).toMatchObject({ id: HEAD_CELL, data: { causeId: ROOT } });
    expect(nodes[0]?.attrs.label?.text).toBe('问题');
    expect(edges.find((e) => e.id === lineCellId(ROOT))?.attrs.line?.targetMarker).toMatchObject({ name: 'block' });
  });

  it('colours causes like their nearest coloured ancestor', () => {
    const { nodes, edges } = cells(sample());
    const stroke = (id: string) => edges.find((e) => e.id === lineCellId(id))?.attrs.line?.stroke;
    expect(stroke('b1')).toBe('#FA8C16');
    expect(stroke('y')).toBe('#FA8C16');
    expect(stroke('b2')).toBe(DEFAULT_BONE_COLOR);
    expect(nodes.find((n) => n.id === labelCellId('b1'))?.attrs.body?.fill).toBe('#FA8C16');
    expect(nodes[0]?.attrs.body?.fill).toBe(DEFAULT_HEAD_COLOR);
  });

  it('highlights the selected cause', () => {
    const { nodes, edges } = cells(sample(), 'x');
    expect(nodes.find((n) => n.id === labelCellId('x'))?.attrs.body?.stroke).toBe(SELECTED_COLOR);
    expect(edges.find((e) => e.id === lineCellId('x'))?.attrs.line?.stroke).toBe(SELECTED_COLOR);
    expect(nodes.find((n) => n.id === labelCellId('y'))?.attrs.body?.stroke).toBe('none');
    expect(cells(sample(), ROOT).nodes[0]?.attrs.body?.stroke).toBe(SELECTED_COLOR);
  });

  it('picks a readable text colour on coloured boxes', () => {
    expect(readableTextColor('#1D39C4')).toBe('#FFFFFF');
    expect(readableTextColor('#CF1322')).toBe('#FFFFFF');
    expect(readableTextColor('#FADB14')).not.toBe('#FFFFFF');
    expect(readableTextColor('#FFF')).not.toBe('#FFFFFF');
  });
});
