import { describe, expect, it } from 'vitest';
import { chainSeverity, cycleThrough, descendantsOf, failureEdges, functionEdges, functionRemoval } from './net-rules';
import { IDS, sampleNet } from './test-net';

describe('cycleThrough', () => {
  const edges = [
    { from: 'c', to: 'b' },
    { from: 'b', to: 'a' },
    { from: 'd', to: 'b' },
  ];

  it('finds the path a new link would close into a cycle', () => {
    expect(cycleThrough(edges, { from: 'a', to: 'c' })).toEqual(['c', 'b', 'a']);
    expect(cycleThrough(edges, { from: 'a', to: 'a' })).toEqual(['a']);
  });

  it('lets a link through that closes no cycle, also into a shared node', () => {
    expect(cycleThrough(edges, { from: 'c', to: 'a' })).toBeNull();
    expect(cycleThrough(edges, { from: 'a', to: 'e' })).toBeNull();
    expect(cycleThrough([], { from: 'x', to: 'y' })).toBeNull();
  });

  it('reads the nets in the direction of their links', () => {
    const net = sampleNet();
    // seal → piston → caliper; linking the caliper's function below the seal's would loop.
    expect(cycleThrough(functionEdges(net), { from: IDS.brakeFn, to: IDS.sealFn })).toEqual([
      IDS.sealFn,
      IDS.pistonFn,
      IDS.brakeFn,
    ]);
    expect(cycleThrough(failureEdges(net), { from: IDS.noStop, to: IDS.sealSwollen })).not.toBeNull();
    expect(cycleThrough(failureEdges(net), { from: IDS.boreRough, to: IDS.longDistance })).toBeNull();
  });
});

describe('chainSeverity', () => {
  it('is the S of the most severe effect the mode leads to', () => {
    const net = sampleNet();
    expect(chainSeverity(net, IDS.pistonStuck)).toBe(10);
    const milder = { ...net, failures: net.failures.map((f) => (f.id === IDS.noStop ? { ...f, severity: 6 } : f)) };
    expect(chainSeverity(milder, IDS.pistonStuck)).toBe(8);
  });

  it('is null for a mode without rated effects', () => {
    const net = sampleNet();
    expect(chainSeverity(net, IDS.sealSwollen)).toBeNull();
    const unrated = { ...net, failures: net.failures.map((f) => ({ ...f, severity: null })) };
    expect(chainSeverity(unrated, IDS.pistonStuck)).toBeNull();
  });
});

describe('functionRemoval', () => {
  it('names the links, failures, chains and actions that go with a function', () => {
    const net = sampleNet();
    net.actions = [
      {
        id: IDS.action,
        modeId: IDS.pistonStuck,
        causeId: IDS.sealSwollen,
        type: 'prevention',
        description: '更换为三元乙丙材料',
        responsibleId: null,
        targetDate: null,
        status: 'open',
        actionTaken: '',
        evidenceFileIds: [],
        completionDate: null,
        remarks: '',
        version: 1,
      },
    ];
    expect(functionRemoval(net, IDS.sealFn)).toEqual({
      functionLinks: 1,
      failures: [IDS.sealSwollen, IDS.boreRough],
      failureLinks: 2,
      risks: 2,
      actions: 1,
    });
    expect(functionRemoval(net, IDS.pistonFn)).toMatchObject({ functionLinks: 2, failureLinks: 4, risks: 2 });
  });
});

describe('descendantsOf', () => {
  it('lists every element below one', () => {
    const net = sampleNet();
    expect(descendantsOf(net, IDS.caliper).sort()).toEqual([IDS.piston, IDS.seal].sort());
    expect(descendantsOf(net, IDS.seal)).toEqual([]);
  });
});
