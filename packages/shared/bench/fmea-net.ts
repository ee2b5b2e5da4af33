/**
 * A large DFMEA net for the benches of issue 15: 2,000 structure elements (a system, 40 subsystems of 49
 * components), one function each, 10,000 FM–FC chains (25 modes per subsystem, 10 causes each), every chain rated,
 * one in five with an action. Seeded, so every run measures the same net.
 */
import { EMPTY_FMEA_NET, type FmeaNet } from '../src/domain/fmea';

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Deterministic uuid-shaped ids. */
function ids() {
  let n = 0;
  return () => {
    n++;
    return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  };
}

export function largeDfmeaNet(subsystems = 40, componentsEach = 49, modesEach = 25, causesEach = 10): FmeaNet {
  const next = random(15);
  const id = ids();
  const rating = () => 1 + Math.floor(next() * 10);
  const net: FmeaNet = structuredClone(EMPTY_FMEA_NET);
  const element = (
    parentId: string | null,
    type: 'system' | 'subsystem' | 'component',
    name: string,
    order: number,
  ) => {
    const elementId = id();
    net.elements.push({
      id: elementId,
      parentId,
      type,
      name,
      number: `P-${order}`,
      sortOrder: order,
      partId: null,
      bomLineId: null,
      workElementCategory: null,
      version: 1,
    });
    const functionId = id();
    net.functions.push({
      id: functionId,
      elementId,
      name: `${name}的功能`,
      requirement: '满足图纸要求',
      specialCharacteristic: null,
      sortOrder: 0,
      version: 1,
    });
    return functionId;
  };
  const failure = (functionId: string, type: 'FE' | 'FM' | 'FC', name: string, severity: number | null = null) => {
    const failureId = id();
    net.failures.push({ id: failureId, functionId, type, name, severity, version: 1 });
    return failureId;
  };

  const systemFn = element(null, 'system', '电动助力转向系统', 0);
  const effects = Array.from({ length: 20 }, (_, i) => failure(systemFn, 'FE', `整车失效影响 ${i + 1}`, rating()));
  for (let s = 0; s < subsystems; s++) {
    const subsystemFn = element(net.elements[0]?.id ?? null, 'subsystem', `子系统 ${s + 1}`, s);
    net.functionLinks.push({ higherId: systemFn, lowerId: subsystemFn });
    const subsystemId = net.elements[net.elements.length - 1]?.id ?? null;
    const causes: string[] = [];
    for (let c = 0; c < componentsEach; c++) {
      const componentFn = element(subsystemId, 'component', `零件 ${s + 1}-${c + 1}`, c);
      net.functionLinks.push({ higherId: subsystemFn, lowerId: componentFn });
      for (let k = 0; k < 5; k++) causes.push(failure(componentFn, 'FC', `零件 ${s + 1}-${c + 1} 的失效起因 ${k + 1}`));
    }
    for (let m = 0; m < modesEach; m++) {
      const mode = failure(subsystemFn, 'FM', `子系统 ${s + 1} 失效模式 ${m + 1}`);
      for (let e = 0; e < 2; e++)
        net.failureLinks.push({ effectId: effects[(m + e * 7 + s) % effects.length] as string, causeId: mode });
      for (let c = 0; c < causesEach; c++) {
        const cause = causes[(m * causesEach + c) % causes.length] as string;
        net.failureLinks.push({ effectId: mode, causeId: cause });
        net.risks.push({
          modeId: mode,
          causeId: cause,
          preventionControls: '设计规范与仿真分析',
          occurrence: rating(),
          detectionControls: '台架试验',
          detection: rating(),
          specialCharacteristic: null,
          filterCode: '',
          severityAfter: null,
          occurrenceAfter: null,
          detectionAfter: null,
          remarks: '',
          version: 1,
        });
        if (next() < 0.2) {
          net.actions.push({
            id: id(),
            modeId: mode,
            causeId: cause,
            type: 'prevention',
            description: '优化设计并验证',
            responsibleId: null,
            targetDate: '2027-03-31',
            status: 'open',
            actionTaken: '',
            evidenceFileIds: [],
            completionDate: null,
            remarks: '',
            version: 1,
          });
        }
      }
    }
  }
  return net;
}
