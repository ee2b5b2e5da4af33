import type { ControlPlanHeaderDto, ControlPlanLineDto, ControlPlanPhase } from '@qis/shared';

// The AIAG control plan's layout (Control Plan, APQP 2nd ed. / the CP manual's form), shared by the .xlsx and the PDF:
// the header block and the columns with their groups (特性, 方法 › 样本). Lines whose PFMEA source is gone are left
// out of the document until the engineer deletes them or the source comes back.

export const CONTROL_PLAN_TITLE = '控制计划 Control Plan';

export const PHASE_LABELS: Record<ControlPlanPhase, string> = {
  prototype: '样件',
  preLaunch: '试生产',
  production: '生产',
};

/** The phase row: ■ before the plan's phase, □ before the others (both in Noto Sans SC, unlike ☑ ☐). */
export function phaseText(phase: ControlPlanPhase): string {
  return (Object.keys(PHASE_LABELS) as ControlPlanPhase[])
    .map((key) => `${key === phase ? '■' : '□'} ${PHASE_LABELS[key]}`)
    .join('    ');
}

export type ControlPlanHeaderKey = Exclude<keyof ControlPlanHeaderDto, 'phase' | 'generatedAt' | 'version'>;

/** The header block's fields in the form's order, four to a row. */
export const HEADER_FIELDS: ReadonlyArray<readonly [ControlPlanHeaderKey, string]> = [
  ['planNumber', '控制计划编号'],
  ['keyContact', '主要联系人/电话'],
  ['originalDate', '日期（编制）'],
  ['revisionDate', '日期（修订）'],
  ['partNumber', '零件号/最新更改等级'],
  ['coreTeam', '核心小组'],
  ['customerEngineeringApproval', '顾客工程批准/日期'],
  ['supplierCode', '供方代码'],
  ['partName', '零件名称/描述'],
  ['supplierPlantApproval', '供方/工厂批准/日期'],
  ['customerQualityApproval', '顾客质量批准/日期'],
  ['otherApproval', '其他批准/日期'],
  ['supplierPlant', '供方/工厂'],
];

export type ControlPlanColumnKey =
  | 'stepNumber'
  | 'stepName'
  | 'machine'
  | 'characteristicNumber'
  | 'productCharacteristic'
  | 'processCharacteristic'
  | 'specialClass'
  | 'specification'
  | 'measurementTechnique'
  | 'sampleSize'
  | 'frequency'
  | 'controlMethod'
  | 'reactionPlan';

export interface ControlPlanColumn {
  key: ControlPlanColumnKey;
  header: string;
  /** Excel width in characters; the PDF scales them to the page. */
  width: number;
  /** The group above the head: 特性 (characteristics), 方法 (methods), or none. */
  group: 'characteristics' | 'methods' | null;
  /** The sample's two columns under 方法 › 样本. */
  sample?: boolean;
  /** Drawn once over a step's consecutive lines. */
  perStep?: boolean;
  centred?: boolean;
}

export const CP_COLUMNS: readonly ControlPlanColumn[] = [
  { key: 'stepNumber', header: '零件/过程编号', width: 10, group: null, perStep: true, centred: true },
  { key: 'stepName', header: '过程名称/操作描述', width: 18, group: null, perStep: true },
  { key: 'machine', header: '生产设备/工装/夹具', width: 16, group: null },
  { key: 'characteristicNumber', header: '编号', width: 6, group: 'characteristics', centred: true },
  { key: 'productCharacteristic', header: '产品', width: 18, group: 'characteristics' },
  { key: 'processCharacteristic', header: '过程', width: 18, group: 'characteristics' },
  { key: 'specialClass', header: '特殊特性分类', width: 8, group: null, centred: true },
  { key: 'specification', header: '产品/过程规范/公差', width: 20, group: 'methods' },
  { key: 'measurementTechnique', header: '评价/测量技术', width: 16, group: 'methods' },
  { key: 'sampleSize', header: '容量', width: 9, group: 'methods', sample: true },
  { key: 'frequency', header: '频率', width: 10, group: 'methods', sample: true },
  { key: 'controlMethod', header: '控制方法', width: 26, group: 'methods' },
  { key: 'reactionPlan', header: '反应计划', width: 22, group: null },
];

export const GROUP_TITLES = { characteristics: '特性', methods: '方法', sample: '样本' } as const;

/** What either export is made of. */
export interface ControlPlanDocument {
  header: ControlPlanHeaderDto;
  /** The plan's company (the form's title line). */
  companyName: string;
  lines: ControlPlanLineDto[];
}

/** A line's cell texts. */
export function cellText(line: ControlPlanLineDto, key: ControlPlanColumnKey): string {
  const value = line[key];
  return value === null ? '' : String(value);
}

/** The lines the document shows: those the PFMEA still has, in plan order. */
export function documentLines(lines: readonly ControlPlanLineDto[]): ControlPlanLineDto[] {
  return lines.filter((line) => !line.sourceGone);
}

/** Runs of consecutive lines of one step, as [first, last] indexes: the per-step cells span them. */
export function stepRuns(lines: readonly ControlPlanLineDto[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  lines.forEach((line, index) => {
    const run = runs.at(-1);
    const previous = lines[index - 1];
    if (run && previous && previous.stepId === line.stepId) run[1] = index;
    else runs.push([index, index]);
  });
  return runs;
}
