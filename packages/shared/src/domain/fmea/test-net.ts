/** A small DFMEA net for the domain's tests: brake caliper → piston → seal, one chain per cause. */
import { EMPTY_FMEA_NET, type Failure, type FmeaNet } from './net-schema';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const IDS = {
  caliper: id(1),
  piston: id(2),
  seal: id(3),
  brakeFn: id(11),
  pistonFn: id(12),
  sealFn: id(13),
  noStop: id(21),
  longDistance: id(22),
  pistonStuck: id(23),
  sealSwollen: id(24),
  boreRough: id(25),
  action: id(31),
};

function failure(n: string, functionId: string, type: Failure['type'], name: string, severity: number | null = null) {
  return { id: n, functionId, type, name, severity, version: 1 };
}

export function sampleNet(): FmeaNet {
  const element = (
    elementId: string,
    parentId: string | null,
    name: string,
    type: 'system' | 'subsystem' | 'component',
  ) => ({
    id: elementId,
    parentId,
    type,
    name,
    number: '',
    sortOrder: 0,
    partId: null,
    bomLineId: null,
    workElementCategory: null,
    version: 1,
  });
  const fn = (fnId: string, elementId: string, name: string) => ({
    id: fnId,
    elementId,
    name,
    requirement: '',
    specialCharacteristic: null,
    sortOrder: 0,
    version: 1,
  });
  const risk = (modeId: string, causeId: string, occurrence: number | null, detection: number | null) => ({
    modeId,
    causeId,
    preventionControls: '',
    occurrence,
    detectionControls: '',
    detection,
    specialCharacteristic: null,
    filterCode: '',
    severityAfter: null,
    occurrenceAfter: null,
    detectionAfter: null,
    remarks: '',
    version: 1,
  });
  return {
    // Fresh arrays for the parts this net leaves empty: a test that adds to them must not change EMPTY_FMEA_NET.
    ...structuredClone(EMPTY_FMEA_NET),
    elements: [
      element(IDS.caliper, null, '制动钳总成', 'system'),
      element(IDS.piston, IDS.caliper, '活塞', 'subsystem'),
      element(IDS.seal, IDS.piston, '密封圈', 'component'),
    ],
    functions: [
      fn(IDS.brakeFn, IDS.caliper, '将制动压力转化为夹紧力'),
      fn(IDS.pistonFn, IDS.piston, '推动摩擦片'),
      fn(IDS.sealFn, IDS.seal, '密封制动液并回位活塞'),
    ],
    functionLinks: [
      { higherId: IDS.brakeFn, lowerId: IDS.pistonFn },
      { higherId: IDS.pistonFn, lowerId: IDS.sealFn },
    ],
    failures: [
      failure(IDS.noStop, IDS.brakeFn, 'FE', '车辆无法停车', 10),
      failure(IDS.longDistance, IDS.brakeFn, 'FE', '制动距离变长', 8),
      failure(IDS.pistonStuck, IDS.pistonFn, 'FM', '活塞卡滞'),
      failure(IDS.sealSwollen, IDS.sealFn, 'FC', '密封圈溶胀'),
      failure(IDS.boreRough, IDS.sealFn, 'FC', '缸孔粗糙度超差'),
    ],
    failureLinks: [
      { effectId: IDS.longDistance, causeId: IDS.pistonStuck },
      { effectId: IDS.noStop, causeId: IDS.pistonStuck },
      { effectId: IDS.pistonStuck, causeId: IDS.sealSwollen },
      { effectId: IDS.pistonStuck, causeId: IDS.boreRough },
    ],
    risks: [risk(IDS.pistonStuck, IDS.sealSwollen, 4, 6), risk(IDS.pistonStuck, IDS.boreRough, null, 3)],
  };
}
