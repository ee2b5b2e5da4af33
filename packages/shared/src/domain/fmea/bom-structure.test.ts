import { describe, expect, it } from 'vitest';
import { type BomStructureLine, elementTypeUnder, planBomToStructure } from './bom-structure';

// A caliper BOM: the assembly (housing group with piston and seal, a bracket) and a loose bolt.
const line = (id: string, parentId: string | null, name: string): BomStructureLine => ({
  id,
  parentId,
  partId: `part-${id}`,
  partNo: `NO-${id}`,
  partName: name,
});
const LINES = [
  line('asm', null, '制动钳总成'),
  line('housing', 'asm', '钳体组件'),
  line('piston', 'housing', '活塞'),
  line('seal', 'housing', '密封圈'),
  line('bracket', 'asm', '支架'),
  line('bolt', null, '螺栓'),
];

describe('planBomToStructure', () => {
  it('copies the whole BOM as system → subsystem → component, linked to the lines and parts', () => {
    const plan = planBomToStructure(LINES, [], null, null);
    expect(plan.existing).toEqual([]);
    expect(plan.created.map((c) => [c.lineId, c.type, c.parent])).toEqual([
      ['asm', 'system', null],
      ['housing', 'subsystem', { lineId: 'asm' }],
      ['piston', 'component', { lineId: 'housing' }],
      ['seal', 'component', { lineId: 'housing' }],
      ['bracket', 'component', { lineId: 'asm' }],
      ['bolt', 'system', null],
    ]);
    expect(plan.created[2]).toMatchObject({ name: '活塞', number: 'NO-piston', partId: 'part-piston' });
  });

  it('copies nothing twice: lines an element stands for are kept and take the new lines below them', () => {
    const elements = [
      { id: 'e-asm', type: 'system' as const, bomLineId: 'asm' },
      { id: 'e-housing', type: 'subsystem' as const, bomLineId: 'housing' },
      { id: 'e-piston', type: 'component' as const, bomLineId: 'piston' },
      { id: 'other', type: 'component' as const, bomLineId: null },
    ];
    const plan = planBomToStructure(LINES, elements, null, null);
    expect(plan.existing).toEqual(['asm', 'housing', 'piston']);
    expect(plan.created.map((c) => [c.lineId, c.type, c.parent])).toEqual([
      ['seal', 'component', { elementId: 'e-housing' }],
      ['bracket', 'component', { elementId: 'e-asm' }],
      ['bolt', 'system', null],
    ]);
    // Everything copied: a second run creates nothing.
    const all = [...elements, ...plan.created.map((c) => ({ id: `e-${c.lineId}`, type: c.type, bomLineId: c.lineId }))];
    expect(planBomToStructure(LINES, all, null, null)).toEqual({ created: [], existing: LINES.map((l) => l.id) });
  });

  it('copies chosen lines under the nearest chosen ancestor, else under the target element', () => {
    const target = { id: 'vehicle', type: 'system' as const };
    const plan = planBomToStructure(LINES, [], new Set(['asm', 'piston', 'bracket']), target);
    expect(plan.created.map((c) => [c.lineId, c.type, c.parent])).toEqual([
      ['asm', 'subsystem', { elementId: 'vehicle' }],
      ['piston', 'component', { lineId: 'asm' }],
      ['bracket', 'component', { lineId: 'asm' }],
    ]);
    const alone = planBomToStructure(LINES, [], new Set(['seal']), null);
    expect(alone.created).toMatchObject([{ lineId: 'seal', type: 'system', parent: null }]);
  });
});

describe('elementTypeUnder', () => {
  it('follows the element it goes under', () => {
    expect(elementTypeUnder(null, false)).toBe('system');
    expect(elementTypeUnder('system', true)).toBe('subsystem');
    expect(elementTypeUnder('system', false)).toBe('component');
    expect(elementTypeUnder('subsystem', true)).toBe('component');
    expect(elementTypeUnder('component', false)).toBe('component');
  });
});
