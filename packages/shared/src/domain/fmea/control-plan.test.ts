import { describe, expect, it } from 'vitest';
import {
  type ControlPlanLineState,
  type ControlPlanSource,
  capabilityContradictsOccurrence,
  controlPlanSources,
  planRegeneration,
} from './control-plan';
import { EMPTY_FMEA_NET, type FmeaNet, type StructureElement } from './net-schema';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function element(
  n: number,
  parent: number | null,
  type: StructureElement['type'],
  name: string,
  extra: Partial<StructureElement> = {},
): StructureElement {
  return {
    id: id(n),
    parentId: parent === null ? null : id(parent),
    type,
    name,
    number: '',
    sortOrder: 0,
    partId: null,
    bomLineId: null,
    workElementCategory: null,
    version: 1,
    ...extra,
  };
}

const fn = (n: number, elementN: number, name: string, requirement = '', sc: 'CC' | 'SC' | null = null, order = 0) => ({
  id: id(n),
  elementId: id(elementN),
  name,
  requirement,
  specialCharacteristic: sc,
  sortOrder: order,
  version: 1,
});
const failure = (n: number, fnN: number, type: 'FE' | 'FM' | 'FC', name: string) => ({
  id: id(n),
  functionId: id(fnN),
  type,
  name,
  severity: type === 'FE' ? 8 : null,
  version: 1,
});
const risk = (mode: number, cause: number, pc: string, dc: string, sc: 'CC' | 'SC' | null = null) => ({
  modeId: id(mode),
  causeId: id(cause),
  preventionControls: pc,
  occurrence: 3,
  detectionControls: dc,
  detection: 4,
  specialCharacteristic: sc,
  filterCode: '',
  severityAfter: null,
  occurrenceAfter: null,
  detectionAfter: null,
  remarks: '',
  version: 1,
});

/** Caliper machining: OP20 boring (CNC + gauge + operator), OP10 washing (listed second, sorted first). */
function pfmea(): FmeaNet {
  return {
    ...EMPTY_FMEA_NET,
    elements: [
      element(1, null, 'processItem', '钳体机加工'),
      element(2, 1, 'processStep', '精镗缸孔', { number: 'OP20', sortOrder: 2 }),
      element(3, 2, 'workElement', '数控镗床', { workElementCategory: 'machine', sortOrder: 1 }),
      element(4, 2, 'workElement', '气动量仪', { workElementCategory: 'measurement', sortOrder: 2 }),
      element(5, 2, 'workElement', '操作工', { workElementCategory: 'man', sortOrder: 3 }),
      element(6, 1, 'processStep', '清洗', { number: 'OP10', sortOrder: 1 }),
      element(7, 6, 'workElement', '清洗机', { workElementCategory: 'machine' }),
    ],
    functions: [
      fn(10, 1, '提供合格钳体'),
      fn(11, 2, '缸孔直径', 'Φ54 +0.03/0', 'CC'),
      fn(12, 2, '缸孔粗糙度', 'Ra ≤ 0.8', null, 1),
      fn(13, 3, '主轴转速', '1200±50 rpm'),
      fn(14, 5, '按作业指导书装夹'),
      fn(15, 6, '清洁度', '残留物 ≤ 2 mg'),
      fn(16, 7, '清洗液温度', '55±5 ℃'),
    ],
    failures: [
      failure(20, 10, 'FE', '活塞卡滞'),
      failure(21, 11, 'FM', '缸孔直径超差'),
      failure(22, 13, 'FC', '主轴转速漂移'),
      failure(23, 14, 'FC', '装夹不到位'),
    ],
    failureLinks: [
      { effectId: id(20), causeId: id(21) },
      { effectId: id(21), causeId: id(22) },
      { effectId: id(21), causeId: id(23) },
    ],
    risks: [risk(21, 22, '主轴定期点检', '100% 气动量仪检测', 'SC'), risk(21, 23, '定位销防错', '100% 气动量仪检测')],
  };
}

/** The stored state of freshly inserted lines. */
function stored(sources: readonly ControlPlanSource[]): ControlPlanLineState[] {
  return planRegeneration([], sources).inserts.map((insert, index) => ({
    ...insert,
    id: id(900 + index),
    sourceGone: false,
    values: { ...insert.generated },
  }));
}

describe('controlPlanSources', () => {
  it('gives one line per step × characteristic, in step order, product before process characteristics', () => {
    const lines = controlPlanSources(pfmea());
    expect(
      lines.map((l) => [l.stepNumber, l.characteristicKind, l.productCharacteristic || l.processCharacteristic]),
    ).toEqual([
      ['OP10', 'product', '清洁度'],
      ['OP10', 'process', '清洗液温度'],
      ['OP20', 'product', '缸孔直径'],
      ['OP20', 'product', '缸孔粗糙度'],
      ['OP20', 'process', '主轴转速'],
      ['OP20', 'process', '按作业指导书装夹'],
    ]);
    expect(lines.map((l) => l.sortOrder)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('fills step, machine, specification and measurement technique from the structure', () => {
    const [, , bore, , spindle, clamping] = controlPlanSources(pfmea());
    expect(bore).toMatchObject({
      stepName: '精镗缸孔',
      machine: '数控镗床',
      specification: 'Φ54 +0.03/0',
      generated: { measurementTechnique: '气动量仪' },
    });
    // A machine's own process characteristic names that machine; another work element's, the step's machines.
    expect(spindle?.machine).toBe('数控镗床');
    expect(clamping?.machine).toBe('数控镗床');
  });

  it('carries special classes: the function’s, else the strongest of its chains’', () => {
    const lines = controlPlanSources(pfmea());
    const byName = (name: string) =>
      lines.find((l) => l.productCharacteristic === name || l.processCharacteristic === name);
    expect(byName('缸孔直径')?.specialClass).toBe('CC');
    expect(byName('主轴转速')?.specialClass).toBe('SC');
    expect(byName('按作业指导书装夹')?.specialClass).toBeNull();
    expect(byName('缸孔粗糙度')?.specialClass).toBeNull();
  });

  it('takes the control method from the chains’ prevention and detection controls', () => {
    const lines = controlPlanSources(pfmea());
    const bore = lines.find((l) => l.productCharacteristic === '缸孔直径');
    expect(bore?.generated.controlMethod).toBe('预防：主轴定期点检；定位销防错\n探测：100% 气动量仪检测');
    const spindle = lines.find((l) => l.processCharacteristic === '主轴转速');
    expect(spindle?.generated.controlMethod).toBe('预防：主轴定期点检\n探测：100% 气动量仪检测');
    expect(lines.find((l) => l.productCharacteristic === '清洁度')?.generated.controlMethod).toBe('');
  });
});

describe('planRegeneration', () => {
  it('numbers the first generation’s characteristics 1…n', () => {
    const plan = planRegeneration([], controlPlanSources(pfmea()));
    expect(plan.inserts.map((line) => line.characteristicNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(plan.updates).toEqual([]);
  });

  it('changes nothing when the PFMEA did not change', () => {
    const sources = controlPlanSources(pfmea());
    const plan = planRegeneration(stored(sources), sources);
    expect(plan).toMatchObject({ inserts: [], updates: [], gone: [], revived: [], unchanged: 6 });
  });

  it('adds a line for a new characteristic with the next number, marks a line whose source is gone', () => {
    const net = pfmea();
    const lines = stored(controlPlanSources(net));
    net.functions.push(fn(17, 6, '表面无划伤', '目视无划伤', 'SC', 1));
    net.functions = net.functions.filter((f) => f.id !== id(12));
    const plan = planRegeneration(lines, controlPlanSources(net));
    expect(plan.inserts.map((l) => [l.productCharacteristic, l.characteristicNumber, l.specialClass])).toEqual([
      ['表面无划伤', 7, 'SC'],
    ]);
    const roughness = lines.find((l) => l.productCharacteristic === '缸孔粗糙度');
    expect(plan.gone).toEqual([roughness?.id]);
  });

  it('keeps the engineer’s edits while the source fields follow the PFMEA', () => {
    const net = pfmea();
    const lines = stored(controlPlanSources(net));
    const bore = lines.find((l) => l.productCharacteristic === '缸孔直径') as ControlPlanLineState;
    bore.values = { ...bore.values, controlMethod: 'SPC X̄-R 控制图', sampleSize: '5 件', frequency: '每 2 小时' };
    // The PFMEA changes the requirement and a detection control of the chains through the characteristic.
    const boreFn = net.functions.find((f) => f.id === id(11));
    if (boreFn) boreFn.requirement = 'Φ54 +0.025/0';
    net.risks[0] = { ...(net.risks[0] as FmeaNet['risks'][number]), detectionControls: '在线测量' };
    const plan = planRegeneration(lines, controlPlanSources(net));
    const update = plan.updates.find((u) => u.id === bore.id);
    expect(update?.set.specification).toBe('Φ54 +0.025/0');
    expect(update?.set.controlMethod).toBeUndefined();
    expect(update?.kept).toEqual(['controlMethod']);
    expect(update?.set.generated?.controlMethod).toContain('在线测量');
    // The untouched line of the same chains takes the new generated control method.
    const spindle = lines.find((l) => l.processCharacteristic === '主轴转速') as ControlPlanLineState;
    const spindleUpdate = plan.updates.find((u) => u.id === spindle.id);
    expect(spindleUpdate?.set.controlMethod).toBe('预防：主轴定期点检\n探测：在线测量');
    expect(spindleUpdate?.changed).toEqual(['controlMethod']);
  });

  it('revives a marked line whose source came back', () => {
    const sources = controlPlanSources(pfmea());
    const lines = stored(sources).map((line, index) => (index === 0 ? { ...line, sourceGone: true } : line));
    const plan = planRegeneration(lines, sources);
    expect(plan.revived).toEqual([lines[0]?.id]);
    expect(plan.updates[0]?.set.sourceGone).toBe(false);
  });

  it('follows a characteristic moved to another step, keeping its number', () => {
    const net = pfmea();
    const lines = stored(controlPlanSources(net));
    const cleanliness = net.functions.find((f) => f.id === id(15));
    if (cleanliness) cleanliness.elementId = id(2);
    const plan = planRegeneration(lines, controlPlanSources(net));
    const moved = lines.find((l) => l.productCharacteristic === '清洁度') as ControlPlanLineState;
    const update = plan.updates.find((u) => u.id === moved.id);
    expect(update?.set).toMatchObject({ stepNumber: 'OP20', stepName: '精镗缸孔', stepId: id(2) });
    expect(plan.inserts).toEqual([]);
  });
});

describe('capabilityContradictsOccurrence', () => {
  it('warns when Cpk < 1.33 while O ≤ 3', () => {
    expect(capabilityContradictsOccurrence(1.2, 3)).toBe(true);
    expect(capabilityContradictsOccurrence(1.2, 4)).toBe(false);
    expect(capabilityContradictsOccurrence(1.33, 2)).toBe(false);
    expect(capabilityContradictsOccurrence(null, 2)).toBe(false);
    expect(capabilityContradictsOccurrence(0.9, null)).toBe(false);
  });
});
