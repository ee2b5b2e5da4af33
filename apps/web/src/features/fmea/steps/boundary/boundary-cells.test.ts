import {
  type ElementInterface,
  generateBoundaryDiagram,
  INTERFACE_TYPE_COLORS,
  layoutBoundaryDiagram,
  type StructureElement,
} from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { boundaryCells, fitText, interfaceCellId } from './boundary-cells';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const element = (n: number, parent: number | null, name: string): StructureElement => ({
  id: id(n),
  parentId: parent === null ? null : id(parent),
  type: parent === null ? 'system' : 'component',
  name,
  number: `N-${n}`,
  sortOrder: n,
  partId: null,
  bomLineId: null,
  workElementCategory: null,
  version: 1,
});
const link = (
  n: number,
  from: number,
  to: number,
  type: ElementInterface['type'],
  direction: ElementInterface['direction'],
) =>
  ({
    id: id(100 + n),
    fromId: id(from),
    toId: id(to),
    type,
    direction,
    description: '',
    version: 1,
  }) as ElementInterface;

// The caliper with piston and seal inside the boundary; the disc outside.
const ELEMENTS = [
  element(1, null, '制动钳'),
  element(2, 1, '活塞'),
  element(3, 1, '密封圈'),
  element(4, null, '制动盘'),
];
const TEXTS = {
  type: () => '系统',
  interfaceType: (type: ElementInterface['type']) => `名称-${type}`,
  interfaceCode: (type: ElementInterface['type']) => `码-${type}`,
};

describe('boundaryCells', () => {
  const layout = layoutBoundaryDiagram(ELEMENTS, generateBoundaryDiagram(ELEMENTS));

  it('draws a box per element, the focus as the boundary under its boxes', () => {
    const { nodes } = boundaryCells(layout, ELEMENTS, [], TEXTS, { interfaceId: null, sourceId: null });
    expect(nodes.map((n) => n.id).sort()).toEqual(ELEMENTS.map((e) => e.id).sort());
    const boundary = nodes.find((n) => n.id === id(1));
    const piston = nodes.find((n) => n.id === id(2));
    expect(boundary?.attrs.body?.strokeDasharray).toBe('10 5');
    expect(boundary?.attrs.label?.text).toBe('制动钳（系统）');
    expect((boundary?.zIndex ?? 0) < (piston?.zIndex ?? 0)).toBe(true);
    expect(piston?.attrs.sub?.text).toBe('N-2');
  });

  it('draws interfaces in their type’s colour, arrows by direction, fanned out between the same two boxes', () => {
    const interfaces = [
      link(1, 2, 3, 'physical', 'twoWay'),
      link(2, 3, 2, 'material', 'oneWay'),
      link(3, 4, 2, 'energy', 'oneWay'),
      link(4, 4, 4, 'data', 'oneWay'),
    ];
    const { edges } = boundaryCells(layout, ELEMENTS, interfaces, TEXTS, { interfaceId: id(103), sourceId: null });
    expect(edges.map((e) => e.id)).toEqual([
      interfaceCellId(id(101)),
      interfaceCellId(id(102)),
      interfaceCellId(id(103)),
    ]);
    const [twoWay, oneWay, selected] = edges;
    expect(twoWay?.attrs.line?.stroke).toBe(INTERFACE_TYPE_COLORS.physical);
    expect(twoWay?.attrs.line?.sourceMarker).not.toBeNull();
    expect(oneWay?.attrs.line?.sourceMarker).toBeNull();
    expect(oneWay?.source).toEqual({ cell: id(3) });
    // Two interfaces between piston and seal: a bend each, on either side.
    expect(twoWay?.vertices).toHaveLength(1);
    expect(twoWay?.vertices?.[0]).not.toEqual(oneWay?.vertices?.[0]);
    expect(selected?.vertices).toBeUndefined();
    expect(selected?.attrs.line?.strokeWidth).toBe(4);
    // Piston and seal sit side by side: a short edge shows the code; the disc's long one the name.
    expect(twoWay?.labels?.[0]?.attrs.label?.text).toBe('码-physical');
    expect(selected?.labels?.[0]?.attrs.label?.text).toBe('名称-energy');
  });
});

describe('fitText', () => {
  it('keeps a text that fits and cuts a longer one with an ellipsis', () => {
    expect(fitText('活塞', 122, 13)).toBe('活塞');
    const cut = fitText('六角法兰面螺栓 M12×1.5 GB/T 5789', 122, 13);
    expect(cut.startsWith('六角法兰面螺栓')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(fitText('制动钳', 10, 13)).toBe('…');
  });
});
