import { z } from 'zod';
import {
  ACTION_STATUSES,
  ACTION_TYPES,
  ELEMENT_TYPES,
  FAILURE_TYPES,
  INTERFACE_DIRECTIONS,
  INTERFACE_TYPES,
  NOISE_CATEGORIES,
  SPECIAL_CHARACTERISTICS,
  WORK_ELEMENT_CATEGORIES,
} from '../domain/fmea';

// The net's shapes as answers declare them: field for field the domain's schemas (net-schema.ts, same TypeScript
// types), without the input rules (uuid patterns, trimming, lengths, rating bounds) that the server checked on the
// way in. The response serializer walks every item of an answer through its schema: for a net of 10,000 chains the
// input schemas take ~0.4 s, these ~0.03 s.

const S = z.string();
const SN = z.string().nullable();
const N = z.number();
const NN = z.number().nullable();
const Special = z.enum(SPECIAL_CHARACTERISTICS).nullable();

export const StructureElementOut = z.object({
  id: S,
  parentId: SN,
  type: z.enum(ELEMENT_TYPES),
  name: S,
  number: S,
  sortOrder: N,
  partId: SN,
  bomLineId: SN,
  workElementCategory: z.enum(WORK_ELEMENT_CATEGORIES).nullable(),
  version: N,
});

export const ElementInterfaceOut = z.object({
  id: S,
  fromId: S,
  toId: S,
  type: z.enum(INTERFACE_TYPES),
  direction: z.enum(INTERFACE_DIRECTIONS),
  description: S,
  version: N,
});

const Items = z.array(S);
export const PDiagramOut = z.object({
  elementId: S,
  inputs: Items,
  idealOutputs: Items,
  noise: z.object(
    Object.fromEntries(NOISE_CATEGORIES.map((key) => [key, Items])) as Record<
      (typeof NOISE_CATEGORIES)[number],
      typeof Items
    >,
  ),
  controlFactors: Items,
  errorStates: Items,
  version: N,
});

export const FmeaFunctionOut = z.object({
  id: S,
  elementId: S,
  name: S,
  requirement: S,
  specialCharacteristic: Special,
  sortOrder: N,
  version: N,
});

export const FunctionLinkOut = z.object({ higherId: S, lowerId: S });

export const FailureOut = z.object({
  id: S,
  functionId: S,
  type: z.enum(FAILURE_TYPES),
  name: S,
  severity: NN,
  version: N,
});

export const FailureLinkOut = z.object({ effectId: S, causeId: S });

export const ChainRiskOut = z.object({
  modeId: S,
  causeId: S,
  preventionControls: S,
  occurrence: NN,
  detectionControls: S,
  detection: NN,
  specialCharacteristic: Special,
  filterCode: S,
  severityAfter: NN,
  occurrenceAfter: NN,
  detectionAfter: NN,
  remarks: S,
  systemResponse: S.optional(),
  mitigatedEffect: S.optional(),
  mitigatedSeverity: NN.optional(),
  mitigatedEffectAfter: S.optional(),
  mitigatedSeverityAfter: NN.optional(),
  version: N,
});

export const OptimizationActionOut = z.object({
  id: S,
  modeId: S,
  causeId: S,
  type: z.enum(ACTION_TYPES),
  description: S,
  responsibleId: SN,
  targetDate: SN,
  status: z.enum(ACTION_STATUSES),
  actionTaken: S,
  evidenceFileIds: z.array(S),
  completionDate: SN,
  remarks: S,
  version: N,
});

export const DvpLineOut = z.object({
  id: S,
  modeId: SN,
  causeId: SN,
  actionId: SN,
  testName: S,
  acceptanceCriteria: S,
  sampleSize: NN,
  responsibleId: SN,
  plannedStart: SN,
  plannedEnd: SN,
  result: S,
  status: z.enum(['planned', 'running', 'passed', 'failed']),
  version: N,
});

export const FmeaNetOut = z.object({
  elements: z.array(StructureElementOut),
  interfaces: z.array(ElementInterfaceOut),
  pDiagrams: z.array(PDiagramOut),
  functions: z.array(FmeaFunctionOut),
  functionLinks: z.array(FunctionLinkOut),
  failures: z.array(FailureOut),
  failureLinks: z.array(FailureLinkOut),
  risks: z.array(ChainRiskOut),
  actions: z.array(OptimizationActionOut),
  dvp: z.array(DvpLineOut),
});
