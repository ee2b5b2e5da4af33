import type { ActionStatus, FmeaProjectHeader, FormSheetRow, OptimizationAction } from '@qis/shared';
import ExcelJS from 'exceljs';

// The DFMEA form sheet as an .xlsx in the AIAG-VDA layout (reference/fmea/worksheet-columns.md): the step-1 header
// block, one column group per step 2–6, one row per action of each chain (a chain without actions one row); the
// cells of a failure mode (structure, functions, effects, S, FM) merge over all its chains' rows, a chain's own cells
// (cause, controls, ratings, AP) over its action rows.

export const STATUS_LABELS: Record<ActionStatus, string> = {
  open: '未开始',
  decisionPending: '待决定',
  implementationPending: '待实施',
  completed: '已完成',
  notImplemented: '不实施',
};

type Scope = 'mode' | 'chain' | 'action';

interface Column {
  header: string;
  width: number;
  scope: Scope;
  value: (
    row: FormSheetRow,
    action: OptimizationAction | undefined,
    names: Map<string, string>,
  ) => string | number | null;
}

const named = (item: { name: string } | null | undefined) => item?.name ?? '';
const fnText = (fn: { name: string; requirement: string } | null | undefined) =>
  fn ? (fn.requirement ? `${fn.name}（${fn.requirement}）` : fn.name) : '';

/** The step groups, in order, with their columns. */
export const FORM_SHEET_GROUPS: Array<{ title: string; columns: Column[] }> = [
  {
    title: '步骤2 结构分析',
    columns: [
      { header: '1. 上一较高级别', width: 16, scope: 'mode', value: (r) => named(r.higherElement) },
      { header: '2. 关注要素', width: 16, scope: 'mode', value: (r) => named(r.focusElement) },
      { header: '3. 下一较低级别', width: 16, scope: 'chain', value: (r) => named(r.lowerElement) },
    ],
  },
  {
    title: '步骤3 功能分析',
    columns: [
      {
        header: '1. 上一较高级别功能及要求',
        width: 28,
        scope: 'mode',
        value: (r) => r.higherFunctions.map(fnText).join('\n'),
      },
      { header: '2. 关注要素功能及要求', width: 28, scope: 'mode', value: (r) => fnText(r.focusFunction) },
      { header: '3. 下一较低级别功能及要求', width: 28, scope: 'chain', value: (r) => fnText(r.lowerFunction) },
    ],
  },
  {
    title: '步骤4 失效分析',
    columns: [
      {
        header: '1. 失效影响（FE）',
        width: 28,
        scope: 'mode',
        value: (r) => r.effects.map((e) => (e.severity ? `${e.name}（S${e.severity}）` : e.name)).join('\n'),
      },
      { header: '严重度（S）', width: 8, scope: 'mode', value: (r) => r.severity },
      { header: '2. 失效模式（FM）', width: 22, scope: 'mode', value: (r) => r.mode.name },
      { header: '3. 失效起因（FC）', width: 26, scope: 'chain', value: (r) => named(r.cause) },
    ],
  },
  {
    title: '步骤5 风险分析',
    columns: [
      { header: '当前预防控制（PC）', width: 26, scope: 'chain', value: (r) => r.risk?.preventionControls ?? '' },
      { header: '频度（O）', width: 8, scope: 'chain', value: (r) => r.risk?.occurrence ?? null },
      { header: '当前探测控制（DC）', width: 26, scope: 'chain', value: (r) => r.risk?.detectionControls ?? '' },
      { header: '探测度（D）', width: 8, scope: 'chain', value: (r) => r.risk?.detection ?? null },
      { header: 'AP', width: 6, scope: 'chain', value: (r) => r.ap },
      { header: '特殊特性', width: 8, scope: 'chain', value: (r) => r.risk?.specialCharacteristic ?? '' },
      { header: '筛选代码', width: 10, scope: 'chain', value: (r) => r.risk?.filterCode ?? '' },
      { header: 'RPN', width: 7, scope: 'chain', value: (r) => r.rpn },
    ],
  },
  {
    title: '步骤6 优化',
    columns: [
      {
        header: '预防措施',
        width: 28,
        scope: 'action',
        value: (_r, a) => (a?.type === 'prevention' ? a.description : ''),
      },
      {
        header: '探测措施',
        width: 28,
        scope: 'action',
        value: (_r, a) => (a?.type === 'detection' ? a.description : ''),
      },
      {
        header: '负责人',
        width: 10,
        scope: 'action',
        value: (_r, a, names) => (a?.responsibleId ? (names.get(a.responsibleId) ?? '') : ''),
      },
      { header: '目标完成日期', width: 12, scope: 'action', value: (_r, a) => a?.targetDate ?? '' },
      { header: '状态', width: 8, scope: 'action', value: (_r, a) => (a ? STATUS_LABELS[a.status] : '') },
      { header: '采取的措施及证据', width: 28, scope: 'action', value: (_r, a) => a?.actionTaken ?? '' },
      { header: '完成日期', width: 12, scope: 'action', value: (_r, a) => a?.completionDate ?? '' },
      {
        header: '措施后 S',
        width: 8,
        scope: 'chain',
        value: (r) => (r.apAfter ? (r.risk?.severityAfter ?? r.severity) : null),
      },
      {
        header: '措施后 O',
        width: 8,
        scope: 'chain',
        value: (r) => (r.apAfter ? (r.risk?.occurrenceAfter ?? r.risk?.occurrence ?? null) : null),
      },
      {
        header: '措施后 D',
        width: 8,
        scope: 'chain',
        value: (r) => (r.apAfter ? (r.risk?.detectionAfter ?? r.risk?.detection ?? null) : null),
      },
      { header: '措施后 AP', width: 8, scope: 'chain', value: (r) => r.apAfter },
      { header: '备注', width: 20, scope: 'chain', value: (r) => r.risk?.remarks ?? '' },
    ],
  },
];

const COLUMNS = FORM_SHEET_GROUPS.flatMap((group) => group.columns);
/** 1-based positions of the AP column and the first data row, for readers of the workbook (and the tests). */
export const AP_COLUMN = COLUMNS.findIndex((c) => c.header === 'AP') + 1;
export const FORM_SHEET_FIRST_ROW = 9;

const AP_FILL: Record<string, string> = { H: 'FFF4CCCC', M: 'FFFFF2CC', L: 'FFD9EAD3' };
const THIN = { style: 'thin' as const };
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };

function headerBlock(sheet: ExcelJS.Worksheet, company: string, header: FmeaProjectHeader, revisionDate: string) {
  const last = COLUMNS.length;
  sheet.mergeCells(1, 1, 1, last);
  const title = sheet.getCell(1, 1);
  title.value = '设计失效模式及影响分析（DFMEA）';
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center' };
  const team = [
    `${header.ownerName}（负责人）`,
    ...header.team.map((m) => (m.projectRole ? `${m.name}（${m.projectRole}）` : m.name)),
  ].join('、');
  const fields: Array<[string, string]> = [
    ['公司名称', company],
    ['工程地点', header.location],
    ['顾客名称', header.customerName],
    ['车型年/项目', header.modelYear],
    ['分析对象', header.subject],
    ['FMEA开始日期', header.startTime],
    ['修订日期', revisionDate],
    ['FMEA编号', header.projectNO],
    ['设计责任', header.responsibility],
    ['保密级别', header.confidentiality],
    ['FMEA名称', header.projectName],
    ['跨职能团队', team],
  ];
  // Three label/value pairs per row, each value spanning the columns up to the next label.
  const span = Math.floor(last / 3);
  fields.forEach(([label, value], index) => {
    const row = 2 + Math.floor(index / 3);
    const start = 1 + (index % 3) * span;
    const end = index % 3 === 2 ? last : start + span - 1;
    const labelCell = sheet.getCell(row, start);
    labelCell.value = label;
    labelCell.font = { bold: true };
    sheet.mergeCells(row, start + 1, row, end);
    sheet.getCell(row, start + 1).value = value;
  });
}

export async function formSheetWorkbook(input: {
  company: string;
  header: FmeaProjectHeader;
  revisionDate: string;
  rows: readonly FormSheetRow[];
  /** User names by id (responsible persons). */
  names: Map<string, string>;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('DFMEA表单', {
    views: [{ state: 'frozen', ySplit: FORM_SHEET_FIRST_ROW - 1 }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  headerBlock(sheet, input.company, input.header, input.revisionDate);

  // Row 7: the step groups; row 8: the columns.
  let at = 1;
  for (const group of FORM_SHEET_GROUPS) {
    sheet.mergeCells(7, at, 7, at + group.columns.length - 1);
    const cell = sheet.getCell(7, at);
    cell.value = group.title;
    for (const [offset, column] of group.columns.entries()) sheet.getCell(8, at + offset).value = column.header;
    at += group.columns.length;
  }
  for (const rowNumber of [7, 8]) {
    const row = sheet.getRow(rowNumber);
    row.font = { bold: true };
    row.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    row.eachCell((cell) => {
      cell.border = BORDER;
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
    });
  }

  // Data: rows of a mode are consecutive (formSheetRows keeps a mode's chains together).
  let rowNumber = FORM_SHEET_FIRST_ROW;
  let index = 0;
  while (index < input.rows.length) {
    const modeId = input.rows[index]?.mode.id;
    const modeStart = rowNumber;
    for (; index < input.rows.length && input.rows[index]?.mode.id === modeId; index++) {
      const chain = input.rows[index] as FormSheetRow;
      const actions: Array<OptimizationAction | undefined> = chain.actions.length > 0 ? chain.actions : [undefined];
      const chainStart = rowNumber;
      for (const action of actions) {
        const values = COLUMNS.map((column) =>
          column.scope === 'action' || rowNumber === chainStart ? column.value(chain, action, input.names) : null,
        );
        sheet.getRow(rowNumber).values = values;
        rowNumber++;
      }
      if (rowNumber - 1 > chainStart)
        COLUMNS.forEach((column, c) => {
          if (column.scope === 'chain') sheet.mergeCells(chainStart, c + 1, rowNumber - 1, c + 1);
        });
    }
    if (rowNumber - 1 > modeStart)
      COLUMNS.forEach((column, c) => {
        if (column.scope === 'mode') sheet.mergeCells(modeStart, c + 1, rowNumber - 1, c + 1);
      });
  }
  for (let r = FORM_SHEET_FIRST_ROW; r < rowNumber; r++) {
    const row = sheet.getRow(r);
    row.alignment = { vertical: 'top', wrapText: true };
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = BORDER;
    });
    for (const c of [AP_COLUMN, COLUMNS.findIndex((col) => col.header === '措施后 AP') + 1]) {
      const cell = row.getCell(c);
      const fill = typeof cell.value === 'string' ? AP_FILL[cell.value] : undefined;
      if (fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
