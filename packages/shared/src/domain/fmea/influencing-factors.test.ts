import { describe, expect, it } from 'vitest';
import { addPDiagramItems, factorsOfNet, P_DIAGRAM_ITEMS_MAX, pDiagramFactors } from './influencing-factors';
import type { PDiagram } from './net-schema';
import { IDS, sampleNet } from './test-net';

const PART = '00000000-0000-4000-8000-000000000901';
const TYPE = '00000000-0000-4000-8000-000000000902';
const typeOfPart = (partId: string) => (partId === PART ? TYPE : null);

const diagram = (elementId: string, over: Partial<PDiagram> = {}): PDiagram => ({
  elementId,
  inputs: [],
  idealOutputs: [],
  noise: { pieceToPiece: [], changeOverTime: [], customerUsage: [], externalEnvironment: [], systemInteractions: [] },
  controlFactors: [],
  errorStates: [],
  version: 1,
  ...over,
});

describe('pDiagramFactors', () => {
  it('reads a noise category, the control factors or the inputs', () => {
    const d = diagram(IDS.caliper, {
      inputs: ['制动液压力'],
      controlFactors: ['活塞直径'],
      noise: { ...diagram(IDS.caliper).noise, customerUsage: ['山路连续制动'] },
    });
    expect(pDiagramFactors(d, 'customerUsage')).toEqual(['山路连续制动']);
    expect(pDiagramFactors(d, 'controlFactor')).toEqual(['活塞直径']);
    expect(pDiagramFactors(d, 'input')).toEqual(['制动液压力']);
    expect(pDiagramFactors(d, 'pieceToPiece')).toEqual([]);
  });
});

describe('addPDiagramItems', () => {
  it('adds picked texts at the end, passing over those already there whatever their spacing and width', () => {
    expect(addPDiagramItems(['盐雾与泥水', '涉水'], ['盐雾 与 泥水', ' 融雪剂 ', '', '融雪剂'])).toEqual({
      items: ['盐雾与泥水', '涉水', '融雪剂'],
      skipped: ['盐雾 与 泥水', '融雪剂'],
    });
  });

  it('never grows a list past its limit', () => {
    const full = Array.from({ length: P_DIAGRAM_ITEMS_MAX - 1 }, (_, i) => `因素${i}`);
    expect(addPDiagramItems(full, ['甲', '乙'])).toEqual({ items: [...full, '甲'], skipped: ['乙'] });
  });
});

describe('factorsOfNet', () => {
  it('files each P-diagram’s factors under its element’s part type (the nearest ancestor’s), once per text', () => {
    const net = sampleNet();
    net.elements = net.elements.map((e) => (e.id === IDS.caliper ? { ...e, partId: PART } : e));
    net.pDiagrams = [
      diagram(IDS.caliper, {
        inputs: ['制动液压力 0–12 MPa'],
        idealOutputs: ['制动力矩与液压成正比'],
        errorStates: ['制动力不足'],
        noise: { ...diagram(IDS.caliper).noise, externalEnvironment: ['盐雾与泥水', '盐雾 与 泥水', ' '] },
        controlFactors: ['活塞直径'],
      }),
      // The seal's part has no type: its factors go under the caliper's, and merge with the caliper's own.
      diagram(IDS.seal, { noise: { ...diagram(IDS.seal).noise, externalEnvironment: ['盐雾与泥水', '臭氧'] } }),
    ];
    expect(factorsOfNet(net, typeOfPart)).toEqual([
      { category: 'externalEnvironment', typeId: TYPE, name: '盐雾与泥水', key: '盐雾与泥水' },
      { category: 'controlFactor', typeId: TYPE, name: '活塞直径', key: '活塞直径' },
      { category: 'input', typeId: TYPE, name: '制动液压力 0–12 MPa', key: '制动液压力0–12mpa' },
      { category: 'externalEnvironment', typeId: TYPE, name: '臭氧', key: '臭氧' },
    ]);
  });

  it('files under no type when no element up the tree has a typed part', () => {
    const net = sampleNet();
    net.pDiagrams = [diagram(IDS.piston, { controlFactors: ['活塞直径'] })];
    expect(factorsOfNet(net, typeOfPart)).toEqual([
      { category: 'controlFactor', typeId: null, name: '活塞直径', key: '活塞直径' },
    ]);
  });
});
