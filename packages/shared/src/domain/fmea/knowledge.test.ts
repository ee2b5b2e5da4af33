import { describe, expect, it } from 'vitest';
import { elementPartTypes, knowledgeKey, knowledgeOfNet, normalizeKnowledgeText, splitControls } from './knowledge';
import { IDS, sampleNet } from './test-net';

const PART = '00000000-0000-4000-8000-000000000901';
const TYPE = '00000000-0000-4000-8000-000000000902';
const SEAL_PART = '00000000-0000-4000-8000-000000000903';
const SEAL_TYPE = '00000000-0000-4000-8000-000000000904';

/** The sample net with the caliper made of a typed part, the seal of another, the piston of none. */
function typedNet() {
  const net = sampleNet();
  net.elements = net.elements.map((e) =>
    e.id === IDS.caliper ? { ...e, partId: PART } : e.id === IDS.seal ? { ...e, partId: SEAL_PART } : e,
  );
  return net;
}
const partTypes = new Map([
  [PART, TYPE],
  [SEAL_PART, SEAL_TYPE],
]);
const typeOfPart = (partId: string) => partTypes.get(partId) ?? null;

describe('normalizeKnowledgeText and knowledgeKey', () => {
  it('compare texts whatever their width, case and spacing', () => {
    expect(normalizeKnowledgeText('  密封圈  溶胀（DOT４）\n')).toBe('密封圈溶胀(dot4)');
    expect(knowledgeKey('Seal  Swelling')).toBe(knowledgeKey('seal swelling'));
  });

  it('key a function with its requirement', () => {
    expect(knowledgeKey('密封制动液', '25 MPa 无泄漏')).not.toBe(knowledgeKey('密封制动液', '30 MPa 无泄漏'));
    expect(knowledgeKey('密封制动液', ' ')).toBe(knowledgeKey('密封制动液'));
  });
});

describe('splitControls', () => {
  it('gives one control per line or semicolon', () => {
    expect(splitControls('沿用平台公差；公差叠加分析\nCAE 分析;  \n')).toEqual([
      '沿用平台公差',
      '公差叠加分析',
      'CAE 分析',
    ]);
    expect(splitControls('  ')).toEqual([]);
  });
});

describe('elementPartTypes', () => {
  it('files an element without a typed part under its nearest ancestor’s type', () => {
    const types = elementPartTypes(typedNet().elements, typeOfPart);
    expect(types.get(IDS.caliper)).toBe(TYPE);
    expect(types.get(IDS.piston)).toBe(TYPE);
    expect(types.get(IDS.seal)).toBe(SEAL_TYPE);
    expect(elementPartTypes(sampleNet().elements, typeOfPart).get(IDS.seal)).toBeNull();
  });
});

describe('knowledgeOfNet', () => {
  it('gives the functions, failures by role and single controls, each under its element’s part type', () => {
    const net = typedNet();
    net.functions = net.functions.map((f) => (f.id === IDS.sealFn ? { ...f, requirement: '25 MPa 无泄漏' } : f));
    net.risks = net.risks.map((r, i) =>
      i === 0
        ? { ...r, preventionControls: '材料选用 EPDM；供应商材料数据', detectionControls: 'DOT 4 浸泡试验' }
        : { ...r, preventionControls: '材料选用EPDM', detectionControls: '' },
    );
    const found = knowledgeOfNet(net, typeOfPart);
    const of = (category: string) =>
      found.filter((c) => c.category === category).map((c) => [c.name, c.typeId === TYPE ? 'caliper' : 'seal']);
    expect(of('function')).toEqual([
      ['将制动压力转化为夹紧力', 'caliper'],
      ['推动摩擦片', 'caliper'],
      ['密封制动液并回位活塞', 'seal'],
    ]);
    expect(found.find((c) => c.category === 'function' && c.typeId === SEAL_TYPE)?.requirement).toBe('25 MPa 无泄漏');
    expect(of('FE')).toEqual([
      ['车辆无法停车', 'caliper'],
      ['制动距离变长', 'caliper'],
    ]);
    expect(of('FM')).toEqual([['活塞卡滞', 'caliper']]);
    expect(of('FC')).toEqual([
      ['密封圈溶胀', 'seal'],
      ['缸孔粗糙度超差', 'seal'],
    ]);
    // 材料选用EPDM of the second chain is the first chain's 材料选用 EPDM: one entry, the first spelling.
    expect(of('prevention')).toEqual([
      ['材料选用 EPDM', 'seal'],
      ['供应商材料数据', 'seal'],
    ]);
    expect(of('detection')).toEqual([['DOT 4 浸泡试验', 'seal']]);
  });

  it('keeps the highest S of an effect entered twice, and files unrelated texts apart by type', () => {
    const net = typedNet();
    net.failures = [
      ...net.failures,
      { id: IDS.action, functionId: IDS.pistonFn, type: 'FE', name: ' 车辆无法停车 ', severity: 9, version: 1 },
    ];
    net.failures = net.failures.map((f) => (f.id === IDS.noStop ? { ...f, severity: 8 } : f));
    const effects = knowledgeOfNet(net, typeOfPart).filter((c) => c.category === 'FE');
    expect(effects.map((c) => [c.name, c.severity])).toEqual([
      ['车辆无法停车', 9],
      ['制动距离变长', 8],
    ]);
    // Without part types everything is filed under no type.
    expect(new Set(knowledgeOfNet(sampleNet(), () => null).map((c) => c.typeId))).toEqual(new Set([null]));
  });
});

describe('knowledgeOfNet of a PFMEA', () => {
  /** The sample net as a process: the caliper a process item, the piston a step, the seal a machine work element. */
  function processNet() {
    const net = sampleNet();
    const types = { [IDS.caliper]: 'processItem', [IDS.piston]: 'processStep', [IDS.seal]: 'workElement' } as const;
    net.elements = net.elements.map((e) => ({
      ...e,
      type: types[e.id as keyof typeof types] ?? e.type,
      workElementCategory: e.id === IDS.seal ? ('machine' as const) : null,
    }));
    return net;
  }

  it('files what a work element contributes under its 4M, the rest under none', () => {
    const net = processNet();
    net.risks = net.risks.map((r) => ({ ...r, preventionControls: '主轴定期点检', detectionControls: '首件三坐标' }));
    const found = knowledgeOfNet(net, () => null);
    const placeOf = (category: string, name: string) =>
      found.find((c) => c.category === category && c.name === name)?.workElementCategory;
    expect(placeOf('function', '密封制动液并回位活塞')).toBe('machine');
    expect(placeOf('function', '推动摩擦片')).toBeNull();
    expect(placeOf('FM', '活塞卡滞')).toBeNull();
    expect(placeOf('FC', '缸孔粗糙度超差')).toBe('machine');
    expect(placeOf('prevention', '主轴定期点检')).toBe('machine');
    expect(placeOf('detection', '首件三坐标')).toBe('machine');
    expect(found.every((c) => c.typeId === null)).toBe(true);
  });

  it('keeps the same text under two 4M apart', () => {
    const net = processNet();
    const seal = net.elements.find((e) => e.id === IDS.seal);
    const sealFn = net.functions.find((f) => f.id === IDS.sealFn);
    if (!seal || !sealFn) throw new Error('sample net changed');
    const man = { ...seal, id: IDS.action, name: '操作工', workElementCategory: 'man' as const };
    net.elements = [...net.elements, man];
    const manFn = '00000000-0000-4000-8000-000000000941';
    net.functions = [...net.functions, { ...sealFn, id: manFn, elementId: man.id }];
    const functions = knowledgeOfNet(net, () => null).filter((c) => c.category === 'function');
    expect(functions.filter((c) => c.name === '密封制动液并回位活塞').map((c) => c.workElementCategory)).toEqual([
      'machine',
      'man',
    ]);
  });
});
