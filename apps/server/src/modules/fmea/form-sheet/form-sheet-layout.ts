/**
 * The form sheet's layout in the AIAG & VDA style (reference/fmea/worksheet-columns.md): the header block of step 1,
 * then the columns of steps 2–6 under their step groups. The DFMEA's and the PFMEA's sheets have the same columns
 * under their own names (formSheetLayout). The .xlsx and PDF exports write it and the import reads it back, all from
 * this one list.
 */
import {
  type ActionStatus,
  type ElementType,
  FMEA_KINDS,
  type FmeaKind,
  type StructureElement,
  type WORK_ELEMENT_CATEGORIES,
} from '@qis/shared';

type WorkElementCategory = (typeof WORK_ELEMENT_CATEGORIES)[number];

export const FORM_SHEET_TITLE = '设计失效模式及影响分析（DFMEA）';
export const FORM_SHEET_NAME = 'DFMEA';
export const STRUCTURE_SHEET_NAME = '结构与功能';

/** The header block (step 1), label by field, in the order written: four label–value pairs per row. */
export const HEADER_FIELDS = [
  ['companyName', '公司名称'],
  ['location', '工程地点'],
  ['customerName', '顾客名称'],
  ['modelYear', '车型年/项目'],
  ['subject', '分析对象'],
  ['startDate', 'DFMEA开始日期'],
  ['revisionDate', 'DFMEA修订日期'],
  ['fmeaNumber', 'DFMEA编号'],
  ['responsibility', '设计责任'],
  ['confidentiality', '保密级别'],
  ['team', '跨职能团队'],
] as const;
export type FormSheetHeader = Record<(typeof HEADER_FIELDS)[number][0], string>;

/**
 * How a column's cells merge: 'mode' over every row of a failure mode (steps 2–4 of the focus), 'chain' over the
 * rows of one FM–FC chain (one row per action), 'action' not at all.
 */
export type MergeScope = 'mode' | 'chain' | 'action';

export const COLUMN_KEYS = [
  'higherElement',
  'focusElement',
  'lowerElement',
  'higherFunction',
  'focusFunction',
  'lowerFunction',
  'effects',
  'severity',
  'mode',
  'cause',
  'preventionControls',
  'occurrence',
  'detectionControls',
  'detection',
  'ap',
  'specialCharacteristic',
  'filterCode',
  'preventionAction',
  'detectionAction',
  'responsible',
  'targetDate',
  'status',
  'actionTaken',
  'completionDate',
  'severityAfter',
  'occurrenceAfter',
  'detectionAfter',
  'apAfter',
  'remarks',
  // FMEA-MSR's own columns (worksheet-columns.md, FMEA-MSR steps 5 and 6)
  'systemResponse',
  'mitigatedEffect',
  'mitigatedSeverity',
  'monitoringAction',
  'systemResponseAction',
  'mitigatedEffectAfter',
  'mitigatedSeverityAfter',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

export interface FormSheetColumn {
  key: ColumnKey;
  header: string;
  width: number;
  merge: MergeScope;
}

export interface StepGroup {
  title: string;
  columns: FormSheetColumn[];
}

const column = (key: ColumnKey, header: string, width: number, merge: MergeScope): FormSheetColumn => ({
  key,
  header,
  width,
  merge,
});

export const STEP_GROUPS: StepGroup[] = [
  {
    title: '结构分析（步骤二）',
    columns: [
      column('higherElement', '1. 上一较高级别', 16, 'mode'),
      column('focusElement', '2. 关注要素', 16, 'mode'),
      column('lowerElement', '3. 下一较低级别或特性类型', 16, 'chain'),
    ],
  },
  {
    title: '功能分析（步骤三）',
    columns: [
      column('higherFunction', '1. 上一较高级别功能及要求', 22, 'mode'),
      column('focusFunction', '2. 关注要素功能及要求', 22, 'mode'),
      column('lowerFunction', '3. 下一较低级别功能及要求或特性', 22, 'chain'),
    ],
  },
  {
    title: '失效分析（步骤四）',
    columns: [
      column('effects', '1. 失效影响（FE）', 22, 'mode'),
      column('severity', '严重度（S）', 8, 'mode'),
      column('mode', '2. 失效模式（FM）', 20, 'mode'),
      column('cause', '3. 失效起因（FC）', 20, 'chain'),
    ],
  },
  {
    title: '风险分析（步骤五）',
    columns: [
      column('preventionControls', '当前预防控制（PC）', 22, 'chain'),
      column('occurrence', '频度（O）', 8, 'chain'),
      column('detectionControls', '当前探测控制（DC）', 22, 'chain'),
      column('detection', '探测度（D）', 8, 'chain'),
      column('ap', '措施优先级（AP）', 10, 'chain'),
      column('specialCharacteristic', '特殊特性', 8, 'chain'),
      column('filterCode', '筛选代码', 10, 'chain'),
    ],
  },
  {
    title: '优化（步骤六）',
    columns: [
      column('preventionAction', '预防措施', 22, 'action'),
      column('detectionAction', '探测措施', 22, 'action'),
      column('responsible', '负责人', 10, 'action'),
      column('targetDate', '目标完成日期', 12, 'action'),
      column('status', '状态', 10, 'action'),
      column('actionTaken', '采取的措施及证据', 22, 'action'),
      column('completionDate', '完成日期', 12, 'action'),
      column('severityAfter', '严重度（S）', 8, 'chain'),
      column('occurrenceAfter', '频度（O）', 8, 'chain'),
      column('detectionAfter', '探测度（D）', 8, 'chain'),
      column('apAfter', '措施优先级（AP）', 10, 'chain'),
      column('remarks', '备注', 16, 'chain'),
    ],
  },
];

export const COLUMNS: FormSheetColumn[] = STEP_GROUPS.flatMap((group) => group.columns);

export interface FormSheetLayout {
  title: string;
  sheetName: string;
  headerFields: ReadonlyArray<readonly [(typeof HEADER_FIELDS)[number][0], string]>;
  stepGroups: StepGroup[];
  columns: FormSheetColumn[];
}

const DFMEA_LAYOUT: FormSheetLayout = {
  title: FORM_SHEET_TITLE,
  sheetName: FORM_SHEET_NAME,
  headerFields: HEADER_FIELDS,
  stepGroups: STEP_GROUPS,
  columns: COLUMNS,
};

/** The PFMEA's names of the header fields and columns that differ from the DFMEA's (worksheet-columns.md, PFMEA). */
const PFMEA_HEADER_LABELS: Partial<Record<(typeof HEADER_FIELDS)[number][0], string>> = {
  location: '工厂地点',
  startDate: 'PFMEA开始日期',
  revisionDate: 'PFMEA修订日期',
  fmeaNumber: 'PFMEA编号',
  responsibility: '过程职责',
};
const PFMEA_COLUMN_HEADERS: Partial<Record<ColumnKey, string>> = {
  higherElement: '1. 过程项目',
  focusElement: '2. 过程步骤（工位号及名称）',
  lowerElement: '3. 过程工作要素（4M）',
  higherFunction: '1. 过程项目功能',
  focusFunction: '2. 过程步骤功能及产品特性',
  lowerFunction: '3. 过程工作要素功能及过程特性',
};

const renamed = (columns: FormSheetColumn[]) =>
  columns.map((c) => ({ ...c, header: PFMEA_COLUMN_HEADERS[c.key] ?? c.header }));

const PFMEA_LAYOUT: FormSheetLayout = {
  title: '过程失效模式及影响分析（PFMEA）',
  sheetName: 'PFMEA',
  headerFields: HEADER_FIELDS.map(([key, label]) => [key, PFMEA_HEADER_LABELS[key] ?? label] as const),
  stepGroups: STEP_GROUPS.map((group) => ({ ...group, columns: renamed(group.columns) })),
  columns: renamed(COLUMNS),
};

/**
 * The FMEA-MSR's sheet (worksheet-columns.md, FMEA-MSR): steps 2–4 as the DFMEA's; step 5 the rationale for F, F,
 * the current diagnostic monitoring and system response, the most severe effect after the response with its
 * severity, M, MSR AP and the filter code; step 6 the MSR prevention, diagnostic monitoring and system response
 * actions, their follow-up, the most severe effect after the actions with its severity, S, F and M after, AP after.
 */
const MSR_STEP_GROUPS: StepGroup[] = [
  ...STEP_GROUPS.slice(0, 3),
  {
    title: 'MSR 风险分析（步骤五）',
    columns: [
      column('preventionControls', '频率评级理由', 22, 'chain'),
      column('occurrence', '频率（F）', 8, 'chain'),
      column('detectionControls', '当前诊断监视', 22, 'chain'),
      column('systemResponse', '当前系统响应', 22, 'chain'),
      column('mitigatedEffect', '系统响应后最严重的失效影响', 22, 'chain'),
      column('mitigatedSeverity', '监视与系统响应后的严重度', 10, 'chain'),
      column('detection', '监视（M）', 8, 'chain'),
      column('ap', 'MSR 措施优先级（AP）', 10, 'chain'),
      column('filterCode', '筛选代码（可选）', 10, 'chain'),
    ],
  },
  {
    title: 'MSR 优化（步骤六）',
    columns: [
      column('preventionAction', 'MSR 预防措施', 22, 'action'),
      column('monitoringAction', '诊断监视措施', 22, 'action'),
      column('systemResponseAction', '系统响应措施', 22, 'action'),
      column('responsible', '负责人', 10, 'action'),
      column('targetDate', '目标完成日期', 12, 'action'),
      column('status', '状态', 10, 'action'),
      column('actionTaken', '采取的措施及证据', 22, 'action'),
      column('completionDate', '完成日期', 12, 'action'),
      column('mitigatedEffectAfter', '措施后最严重的失效影响', 22, 'chain'),
      column('mitigatedSeverityAfter', '措施后失效影响的严重度', 10, 'chain'),
      column('severityAfter', '严重度（S）', 8, 'chain'),
      column('occurrenceAfter', '频率（F）', 8, 'chain'),
      column('detectionAfter', '监视（M）', 8, 'chain'),
      column('apAfter', 'MSR 措施优先级（AP）', 10, 'chain'),
      column('remarks', '备注', 16, 'chain'),
    ],
  },
];

const MSR_HEADER_LABELS: Partial<Record<(typeof HEADER_FIELDS)[number][0], string>> = {
  startDate: 'FMEA-MSR开始日期',
  revisionDate: 'FMEA-MSR修订日期',
  fmeaNumber: 'FMEA-MSR编号',
};

const MSR_LAYOUT: FormSheetLayout = {
  title: '监视及系统响应失效模式及影响分析（FMEA-MSR）',
  sheetName: 'FMEA-MSR',
  headerFields: HEADER_FIELDS.map(([key, label]) => [key, MSR_HEADER_LABELS[key] ?? label] as const),
  stepGroups: MSR_STEP_GROUPS,
  columns: MSR_STEP_GROUPS.flatMap((group) => group.columns),
};

/** The form sheet of a kind. */
export function formSheetLayout(kind: FmeaKind): FormSheetLayout {
  if (kind === FMEA_KINDS.msr) return MSR_LAYOUT;
  return kind === FMEA_KINDS.pfmea ? PFMEA_LAYOUT : DFMEA_LAYOUT;
}

/** The handbook's action statuses as the sheet writes them. */
export const ACTION_STATUS_TEXT: Record<ActionStatus, string> = {
  open: '未开始',
  decisionPending: '待决定',
  implementationPending: '待实施',
  completed: '已完成',
  notImplemented: '不实施',
};

/**
 * The structure sheet carries what the form sheet cannot: every element by its path from the root (also those
 * without failures), every function, and the function net (the higher functions each one serves, as
 * `path｜function`). One row per function; an element without functions gets one row of its own.
 */
export const STRUCTURE_HEADERS = ['结构路径', '类型', '编号', '功能', '要求', '特殊特性', '上一较高级别功能'] as const;

export const ELEMENT_TYPE_TEXT = {
  system: '系统',
  subsystem: '子系统',
  component: '零件',
  processItem: '过程项目',
  processStep: '过程步骤',
  workElement: '过程工作要素',
} as const;

const CATEGORY_TEXT: Record<WorkElementCategory, string> = {
  man: '人',
  machine: '机',
  material: '料',
  environment: '环',
  method: '法',
  measurement: '测',
};

/** The structure sheet's type of an element: a work element with its 4M category, e.g. 过程工作要素（机）. */
export function typeText(element: Pick<StructureElement, 'type' | 'workElementCategory'>): string {
  const text = ELEMENT_TYPE_TEXT[element.type];
  return element.workElementCategory ? `${text}（${CATEGORY_TEXT[element.workElementCategory]}）` : text;
}

const TYPE_BY_TEXT = new Map<string, ElementType>(
  Object.entries(ELEMENT_TYPE_TEXT).map(([type, text]) => [text, type as ElementType]),
);
const CATEGORY_BY_TEXT = new Map(
  Object.entries(CATEGORY_TEXT).map(([category, text]) => [text, category as WorkElementCategory]),
);

/** The element type and 4M category a structure sheet's type text names (undefined: not a type). */
export function typeOfText(
  text: string,
): { type: ElementType; workElementCategory: WorkElementCategory | null } | undefined {
  const match = /^(.+?)（(.)）$/.exec(text);
  const type = TYPE_BY_TEXT.get(match ? (match[1] as string) : text);
  if (!type) return undefined;
  return { type, workElementCategory: match ? (CATEGORY_BY_TEXT.get(match[2] as string) ?? null) : null };
}

/** Separates the levels of a structure path. */
export const PATH_SEPARATOR = ' / ';

/** Separates a function's name from its requirement, and a path from a function, within one line. */
export const PART_SEPARATOR = '｜';
