import { describe, expect, it } from 'vitest';
import { planProcessStructure } from './process-structure';

const PROCESS = {
  id: 'p',
  processNo: 'PF-1',
  name: '制动钳装配',
  partId: 'part',
  steps: [
    {
      id: 's10',
      number: '10',
      name: '压装活塞',
      elements: [
        { id: 'w1', category: 'man' as const, name: '装配工' },
        { id: 'w2', category: 'machine' as const, name: '压装机' },
      ],
    },
    {
      id: 's20',
      number: '20',
      name: '气密性检测',
      elements: [{ id: 'w3', category: 'machine' as const, name: '检漏仪' }],
    },
  ],
};

describe('a PFMEA structure tree from a process item', () => {
  it('plans item → steps → work elements, parents first, with numbers, part and 4M category', () => {
    const plan = planProcessStructure(PROCESS);
    expect(plan.map((e) => [e.sourceId, e.parentSourceId, e.type, e.number, e.sortOrder])).toEqual([
      ['p', null, 'processItem', 'PF-1', 0],
      ['s10', 'p', 'processStep', '10', 0],
      ['w1', 's10', 'workElement', '', 0],
      ['w2', 's10', 'workElement', '', 1],
      ['s20', 'p', 'processStep', '20', 1],
      ['w3', 's20', 'workElement', '', 0],
    ]);
    expect(plan[0]).toMatchObject({ name: '制动钳装配', partId: 'part', workElementCategory: null });
    expect(plan[3]).toMatchObject({ name: '压装机', workElementCategory: 'machine', partId: null });
  });

  it('plans only what the PFMEA lacks when copied again, under the elements it has', () => {
    const plan = planProcessStructure(PROCESS, new Set(['p', 's10', 'w1', 's20', 'w3']));
    expect(plan.map((e) => [e.sourceId, e.parentSourceId])).toEqual([['w2', 's10']]);
    expect(planProcessStructure(PROCESS, new Set(['p', 's10', 'w1', 'w2', 's20', 'w3']))).toEqual([]);
  });
});
