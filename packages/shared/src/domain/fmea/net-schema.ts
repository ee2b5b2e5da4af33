/**
 * The FMEA model, one for all three kinds: the structure tree, the function net (higher ← focus ← lower) and the
 * failure net (FE ← FM ← FC), with the risk of each FM–FC chain, its optimization actions and DVP&R lines. The form
 * sheet is a view of it (form-sheet.ts); a results version is a snapshot of it (diff.ts). Server and web share these
 * shapes; the server's tables store the same fields.
 */
import { z } from 'zod';

const Uuid = z.uuid();
const Version = z.number().int().min(1);
const Rating = z.number().int().min(1, '评分须为 1–10').max(10, '评分须为 1–10');
const Text = (max: number) => z.string().trim().max(max, `不能超过 ${max} 个字符`);
const Name = z.string().trim().min(1, '名称不能为空').max(200, '名称不能超过 200 个字符');
const IsoDate = z.iso.date();

/** Structure element types: DFMEA and MSR analyse a product, PFMEA a process (worksheet-columns.md, step 2). */
export const DESIGN_ELEMENT_TYPES = ['system', 'subsystem', 'component'] as const;
export const PROCESS_ELEMENT_TYPES = ['processItem', 'processStep', 'workElement'] as const;
export const ELEMENT_TYPES = [...DESIGN_ELEMENT_TYPES, ...PROCESS_ELEMENT_TYPES] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** The 4M of a process work element, with the 6M's method and measurement many companies add. */
export const WORK_ELEMENT_CATEGORIES = ['man', 'machine', 'material', 'environment', 'method', 'measurement'] as const;

export const StructureElement = z.object({
  id: Uuid,
  parentId: Uuid.nullable(),
  type: z.enum(ELEMENT_TYPES),
  name: Name,
  /** Part number, or a process step's station number. */
  number: Text(100),
  sortOrder: z.number().int(),
  /** The part of the parts library, or the BOM line, the element stands for. */
  partId: Uuid.nullable(),
  bomLineId: Uuid.nullable(),
  workElementCategory: z.enum(WORK_ELEMENT_CATEGORIES).nullable(),
  version: Version,
});
export type StructureElement = z.infer<typeof StructureElement>;

/** Interface types of the boundary diagram and interface matrix. */
export const INTERFACE_TYPES = ['physical', 'material', 'energy', 'data', 'humanMachine'] as const;
export const INTERFACE_DIRECTIONS = ['oneWay', 'twoWay'] as const;

export const ElementInterface = z.object({
  id: Uuid,
  fromId: Uuid,
  toId: Uuid,
  type: z.enum(INTERFACE_TYPES),
  direction: z.enum(INTERFACE_DIRECTIONS),
  description: Text(500),
  version: Version,
});
export type ElementInterface = z.infer<typeof ElementInterface>;

/** The five noise-factor categories of a P-diagram. */
export const NOISE_CATEGORIES = [
  'pieceToPiece',
  'changeOverTime',
  'customerUsage',
  'externalEnvironment',
  'systemInteractions',
] as const;

const Items = z.array(Text(200)).max(100);

export const PDiagram = z.object({
  elementId: Uuid,
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
  version: Version,
});
export type PDiagram = z.infer<typeof PDiagram>;

/** Special characteristic marks: critical and significant (OEM symbols map onto these). */
export const SPECIAL_CHARACTERISTICS = ['CC', 'SC'] as const;

export const FmeaFunction = z.object({
  id: Uuid,
  elementId: Uuid,
  name: Name,
  /** The requirement or characteristic (with its value and tolerance where there is one). */
  requirement: Text(500),
  specialCharacteristic: z.enum(SPECIAL_CHARACTERISTICS).nullable(),
  sortOrder: z.number().int(),
  version: Version,
});
export type FmeaFunction = z.infer<typeof FmeaFunction>;

/** The function net: `higherId`'s function is served by `lowerId`'s. */
export const FunctionLink = z.object({ higherId: Uuid, lowerId: Uuid });
export type FunctionLink = z.infer<typeof FunctionLink>;

/** The role a failure was entered with: effect, mode (of the focus element) or cause. */
export const FAILURE_TYPES = ['FE', 'FM', 'FC'] as const;
export type FailureType = (typeof FAILURE_TYPES)[number];

export const Failure = z.object({
  id: Uuid,
  functionId: Uuid,
  type: z.enum(FAILURE_TYPES),
  name: Name,
  /** S of a failure effect; a chain's S is that of its most severe effect. */
  severity: Rating.nullable(),
  version: Version,
});
export type Failure = z.infer<typeof Failure>;

/** The failure net: `causeId` leads to `effectId` (FC → FM, FM → FE). */
export const FailureLink = z.object({ effectId: Uuid, causeId: Uuid });
export type FailureLink = z.infer<typeof FailureLink>;

/** The risk of one FM–FC chain (step 5), and its ratings after the actions (step 6). */
export const ChainRisk = z.object({
  modeId: Uuid,
  causeId: Uuid,
  preventionControls: Text(1000),
  occurrence: Rating.nullable(),
  detectionControls: Text(1000),
  detection: Rating.nullable(),
  specialCharacteristic: z.enum(SPECIAL_CHARACTERISTICS).nullable(),
  filterCode: Text(50),
  severityAfter: Rating.nullable(),
  occurrenceAfter: Rating.nullable(),
  detectionAfter: Rating.nullable(),
  remarks: Text(1000),
  // FMEA-MSR only ('' / null for the other kinds). The slots above carry MSR's meaning on an MSR chain:
  // occurrence = Frequency (F), detection = Monitoring (M), preventionControls = rationale for frequency,
  // detectionControls = current diagnostic monitoring; after the actions F after, M after. Optional in the shape so
  // nets and snapshots written before MSR still read; the server always answers them.
  /** 当前系统响应. */
  systemResponse: Text(1000).optional(),
  /** 系统响应后最严重的失效影响 (the mitigated FE). */
  mitigatedEffect: Text(1000).optional(),
  /** 监视与系统响应后的严重度. */
  mitigatedSeverity: Rating.nullable().optional(),
  /** The most severe effect after the actions, and its severity. */
  mitigatedEffectAfter: Text(1000).optional(),
  mitigatedSeverityAfter: Rating.nullable().optional(),
  version: Version,
});
export type ChainRisk = z.infer<typeof ChainRisk>;

/** The handbook's five action statuses (未开始/待决定/待实施/已完成/不实施). */
export const ACTION_STATUSES = [
  'open',
  'decisionPending',
  'implementationPending',
  'completed',
  'notImplemented',
] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
/** Action types of every kind: DFMEA and PFMEA prevention / detection; FMEA-MSR prevention (reduce F), diagnostic
 * monitoring, system response (actionTypesOf). */
export const ACTION_TYPES = ['prevention', 'detection', 'monitoring', 'systemResponse'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const DESIGN_PROCESS_ACTION_TYPES = ['prevention', 'detection'] as const;
export const MSR_ACTION_TYPES = ['prevention', 'monitoring', 'systemResponse'] as const;
/** The action types a kind has (0, 1: prevention / detection; 2 FMEA-MSR: prevention / monitoring / system response). */
export function actionTypesOf(kind: 0 | 1 | 2): readonly ActionType[] {
  return kind === 2 ? MSR_ACTION_TYPES : DESIGN_PROCESS_ACTION_TYPES;
}

export const OptimizationAction = z.object({
  id: Uuid,
  modeId: Uuid,
  causeId: Uuid,
  type: z.enum(ACTION_TYPES),
  description: z.string().trim().min(1, '措施不能为空').max(1000, '措施不能超过 1000 个字符'),
  responsibleId: Uuid.nullable(),
  targetDate: IsoDate.nullable(),
  status: z.enum(ACTION_STATUSES),
  actionTaken: Text(1000),
  /** Uploaded evidence (stored files). */
  evidenceFileIds: z.array(Uuid).max(20),
  completionDate: IsoDate.nullable(),
  remarks: Text(1000),
  version: Version,
});
export type OptimizationAction = z.infer<typeof OptimizationAction>;

/** A line of the design verification plan and report, tied to a chain's detection control or to an action. */
export const DvpLine = z.object({
  id: Uuid,
  modeId: Uuid.nullable(),
  causeId: Uuid.nullable(),
  actionId: Uuid.nullable(),
  testName: z.string().trim().min(1, '试验名称不能为空').max(200, '试验名称不能超过 200 个字符'),
  acceptanceCriteria: Text(500),
  sampleSize: z.number().int().min(0).max(1_000_000).nullable(),
  responsibleId: Uuid.nullable(),
  plannedStart: IsoDate.nullable(),
  plannedEnd: IsoDate.nullable(),
  result: Text(1000),
  status: z.enum(['planned', 'running', 'passed', 'failed']),
  version: Version,
});
export type DvpLine = z.infer<typeof DvpLine>;

/** The whole net of one project, as the form sheet, the exports and a results version read it. */
export const FmeaNet = z.object({
  elements: z.array(StructureElement),
  interfaces: z.array(ElementInterface),
  pDiagrams: z.array(PDiagram),
  functions: z.array(FmeaFunction),
  functionLinks: z.array(FunctionLink),
  failures: z.array(Failure),
  failureLinks: z.array(FailureLink),
  risks: z.array(ChainRisk),
  actions: z.array(OptimizationAction),
  dvp: z.array(DvpLine),
});
export type FmeaNet = z.infer<typeof FmeaNet>;

export const EMPTY_FMEA_NET: FmeaNet = {
  elements: [],
  interfaces: [],
  pDiagrams: [],
  functions: [],
  functionLinks: [],
  failures: [],
  failureLinks: [],
  risks: [],
  actions: [],
  dvp: [],
};
