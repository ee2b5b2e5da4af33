// The large PFMEA of the control plan bench (issue 16): one process item, 300 process steps with four 4M work
// elements each (机, 人, 料, 测), two product characteristics per step (one in five CC or SC) and one process
// characteristic per work element, five failure modes per product characteristic and one cause per work element,
// 10,000 FM–FC chains rated with their prevention and detection controls. Seeded, so every run measures the same net.
import { EMPTY_FMEA_NET, type FmeaNet, type StructureElement } from '@qis/shared';

const CATEGORIES = ['machine', 'man', 'material', 'measurement'] as const;

/** Deterministic uuid-shaped ids; `space` (0–15) keeps two nets' ids apart. */
function ids(space: number) {
  let n = 0;
  return () => {
    n++;
    return `00000000-0000-4000-900${space.toString(16)}-${n.toString(16).padStart(12, '0')}`;
  };
}

export function largePfmeaNet(steps = 300, chains = 10_000, space = 0): FmeaNet {
  const id = ids(space);
  const net: FmeaNet = structuredClone(EMPTY_FMEA_NET);
  const element = (
    parentId: string | null,
    type: StructureElement['type'],
    name: string,
    number: string,
    order: number,
    category: StructureElement['workElementCategory'] = null,
  ) => {
    const elementId = id();
    net.elements.push({
      id: elementId,
      parentId,
      type,
      name,
      number,
      sortOrder: order,
      partId: null,
      bomLineId: null,
      workElementCategory: category,
      version: 1,
    });
    return elementId;
  };
  const fn = (elementId: string, name: string, requirement: string, order: number, sc: 'CC' | 'SC' | null = null) => {
    const functionId = id();
    net.functions.push({
      id: functionId,
      elementId,
      name,
      requirement,
      specialCharacteristic: sc,
      sortOrder: order,
      version: 1,
    });
    return functionId;
  };
  const failure = (functionId: string, type: 'FE' | 'FM' | 'FC', name: string, severity: number | null = null) => {
    const failureId = id();
    net.failures.push({ id: failureId, functionId, type, name, severity, version: 1 });
    return failureId;
  };
  const item = element(null, 'processItem', '钳体机加工线', 'BC-1000', 0);
  const effect = failure(fn(item, '提供合格钳体', '', 0), 'FE', '制动拖滞', 8);
  const perStep = Math.ceil(chains / steps);
  let made = 0;
  for (let s = 0; s < steps; s++) {
    const step = element(item, 'processStep', `工序 ${s + 1}`, `OP${(s + 1) * 10}`, s);
    const modes: string[] = [];
    for (let f = 0; f < 2; f++) {
      const sc = (s * 2 + f) % 5 === 0 ? (f === 0 ? 'CC' : 'SC') : null;
      const productFn = fn(step, `产品特性 ${s + 1}.${f + 1}`, `尺寸 ${10 + f}±0.0${f + 1} mm`, f, sc);
      for (let m = 0; m < 5; m++) modes.push(failure(productFn, 'FM', `失效模式 ${s + 1}.${f + 1}.${m + 1}`));
    }
    const causes = CATEGORIES.map((category, w) => {
      const work = element(step, 'workElement', `${category} ${s + 1}`, '', w, category);
      const processFn = fn(work, `过程特性 ${s + 1}.${w + 1}`, `参数 ${w + 1} 在范围内`, 0);
      return failure(processFn, 'FC', `失效起因 ${s + 1}.${w + 1}`);
    });
    for (const mode of modes) net.failureLinks.push({ effectId: effect, causeId: mode });
    // 10 modes × 4 causes: up to 40 distinct chains a step.
    const want = Math.min(perStep, chains - made);
    for (let c = 0; c < want; c++) {
      const modeId = modes[c % modes.length] as string;
      const causeId = causes[Math.floor(c / modes.length) % causes.length] as string;
      net.failureLinks.push({ effectId: modeId, causeId });
      net.risks.push({
        modeId,
        causeId,
        preventionControls: `预防控制 ${c % 7}`,
        occurrence: 1 + (c % 10),
        detectionControls: `探测控制 ${c % 5}`,
        detection: 1 + ((c * 3) % 10),
        specialCharacteristic: null,
        filterCode: '',
        severityAfter: null,
        occurrenceAfter: null,
        detectionAfter: null,
        remarks: '',
        version: 1,
      });
      made++;
    }
  }
  return net;
}
