import { describe, expect, it } from 'vitest';
import { type CopyTarget, planSourceCopy, type SourceNet } from './source-copy';

const source: SourceNet = {
  elements: [
    { id: 'c', parentId: 's', type: 'component', name: '电机', number: 'M1', sortOrder: 1, partId: 'p1' },
    { id: 's', parentId: null, type: 'system', name: 'EPB', number: 'E', sortOrder: 0, partId: null },
    { id: 'b', parentId: 's', type: 'component', name: '齿轮', number: 'G1', sortOrder: 0, partId: null },
  ],
  functions: [
    { id: 'fs', elementId: 's', name: '驻车', requirement: '30%', specialCharacteristic: 'CC', sortOrder: 0 },
    { id: 'fc', elementId: 'c', name: '输出扭矩', requirement: '', specialCharacteristic: null, sortOrder: 0 },
  ],
  functionLinks: [{ higherId: 'fs', lowerId: 'fc' }],
  failures: [
    { id: 'fe', functionId: 'fs', type: 'FE', name: '溜车', severity: 10 },
    { id: 'fm', functionId: 'fs', type: 'FM', name: '夹紧力不足', severity: null },
    { id: 'fx', functionId: 'fc', type: 'FC', name: '电刷磨损', severity: null },
  ],
  failureLinks: [
    { causeId: 'fm', effectId: 'fe' },
    { causeId: 'fx', effectId: 'fm' },
  ],
};

const empty: CopyTarget = {
  elements: new Map(),
  functions: new Map(),
  failures: new Map(),
  functionLinks: [],
  failureLinks: [],
};

const ids = () => {
  let n = 0;
  return () => `t${++n}`;
};

describe('planSourceCopy', () => {
  it('copies the whole net into an empty target, parents first, each copy naming its source', () => {
    const plan = planSourceCopy(source, empty, ids());
    expect(plan.elements.map((e) => [e.sourceId, e.id, e.parentId])).toEqual([
      ['s', 't1', null],
      ['b', 't2', 't1'],
      ['c', 't3', 't1'],
    ]);
    expect(plan.elements[2]).toMatchObject({ type: 'component', number: 'M1', partId: 'p1' });
    expect(plan.functions.map((f) => [f.sourceId, f.elementId])).toEqual([
      ['fs', 't1'],
      ['fc', 't3'],
    ]);
    expect(plan.functionLinks).toEqual([{ higherId: 't4', lowerId: 't5' }]);
    expect(plan.failures.map((f) => [f.sourceId, f.type, f.severity])).toEqual([
      ['fe', 'FE', 10],
      ['fm', 'FM', null],
      ['fx', 'FC', null],
    ]);
    expect(plan.failureLinks).toEqual([
      { causeId: 't7', effectId: 't6' },
      { causeId: 't8', effectId: 't7' },
    ]);
    expect(plan.chains).toEqual([{ modeId: 't7', causeId: 't8' }]);
    expect(plan.skippedLinks).toBe(0);
  });

  it('copying again adds only what is new in the source', () => {
    const first = planSourceCopy(source, empty, ids());
    const target: CopyTarget = {
      elements: new Map(first.elements.map((e) => [e.sourceId, e.id])),
      functions: new Map(first.functions.map((f) => [f.sourceId, f.id])),
      failures: new Map(first.failures.map((f) => [f.sourceId, f.id])),
      functionLinks: first.functionLinks,
      failureLinks: first.failureLinks,
    };
    const again = planSourceCopy(source, target, ids());
    expect(again).toEqual({
      elements: [],
      functions: [],
      functionLinks: [],
      failures: [],
      failureLinks: [],
      chains: [],
      skippedLinks: 0,
    });
    // The source gained a cause under the existing mode: only it, its link and its chain are new.
    const grown: SourceNet = {
      ...source,
      failures: [...source.failures, { id: 'fy', functionId: 'fc', type: 'FC', name: '断路', severity: null }],
      failureLinks: [...source.failureLinks, { causeId: 'fy', effectId: 'fm' }],
    };
    const added = planSourceCopy(grown, target, () => 'new');
    expect(added.failures.map((f) => f.sourceId)).toEqual(['fy']);
    expect(added.failureLinks).toEqual([{ causeId: 'new', effectId: target.failures.get('fm') }]);
    expect(added.chains).toEqual([{ modeId: target.failures.get('fm'), causeId: 'new' }]);
  });

  it('leaves out a link that would close a cycle with the target’s own links', () => {
    const first = planSourceCopy(source, empty, ids());
    const fe = first.failures.find((f) => f.sourceId === 'fe')?.id as string;
    const fm = first.failures.find((f) => f.sourceId === 'fm')?.id as string;
    const target: CopyTarget = {
      elements: new Map(first.elements.map((e) => [e.sourceId, e.id])),
      functions: new Map(first.functions.map((f) => [f.sourceId, f.id])),
      failures: new Map(first.failures.map((f) => [f.sourceId, f.id])),
      functionLinks: first.functionLinks,
      // The engineer removed fm → fe in the target and linked fe → fm the other way.
      failureLinks: [first.failureLinks[1] as { causeId: string; effectId: string }, { causeId: fe, effectId: fm }],
    };
    const plan = planSourceCopy(source, target, ids());
    expect(plan.failureLinks).toEqual([]);
    expect(plan.skippedLinks).toBe(1);
  });
});
