import { randomUUID } from 'node:crypto';
import { EMPTY_FMEA_NET, type FmeaKind, type FmeaNet, formSheetRows } from '@qis/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXCEL_MAX_LIMITS } from '../../../platform/excel/sheet-limits';
import { readSheets } from '../../../platform/excel/sheet-reader';
import { COLUMNS, type FormSheetHeader, formSheetLayout } from './form-sheet-layout';
import { readFormSheet } from './form-sheet-read';
import { formSheetWorkbook } from './form-sheet-xlsx';
import { netByNames as byNames } from './net-by-names';

const HEADER: FormSheetHeader = {
  companyName: '苏州恒信精密机械有限公司',
  location: '苏州',
  customerName: '上汽集团',
  modelYear: '2027 / EP22',
  subject: '前制动钳总成',
  startDate: '2026-09-01',
  revisionDate: '2026-11-20',
  fmeaNumber: 'DF-2026-001',
  responsibility: '底盘设计部',
  confidentiality: '内部',
  team: '张伟、李娜',
};

const ZHANG = randomUUID();

/** A caliper DFMEA with two focus elements, effects of two functions, an action-less chain and two actions. */
function caliperNet(): FmeaNet {
  const net = structuredClone(EMPTY_FMEA_NET);
  const element = (name: string, parentId: string | null, type: 'system' | 'subsystem' | 'component', number = '') => {
    const e = {
      id: randomUUID(),
      parentId,
      type,
      name,
      number,
      sortOrder: net.elements.length,
      partId: null,
      bomLineId: null,
      workElementCategory: null,
      version: 1,
    };
    net.elements.push(e);
    return e.id;
  };
  const fn = (elementId: string, name: string, requirement = '') => {
    const f = { id: randomUUID(), elementId, name, requirement, specialCharacteristic: null, sortOrder: 0, version: 1 };
    net.functions.push(f);
    return f.id;
  };
  const failure = (functionId: string, type: 'FE' | 'FM' | 'FC', name: string, severity: number | null = null) => {
    const f = { id: randomUUID(), functionId, type, name, severity, version: 1 };
    net.failures.push(f);
    return f.id;
  };
  const risk = (
    modeId: string,
    causeId: string,
    occurrence: number,
    detection: number,
    after: [number | null, number | null] = [null, null],
  ) =>
    net.risks.push({
      modeId,
      causeId,
      preventionControls: '设计规范 DS-12',
      occurrence,
      detectionControls: '台架耐久试验',
      detection,
      specialCharacteristic: null,
      filterCode: '',
      severityAfter: null,
      occurrenceAfter: after[0],
      detectionAfter: after[1],
      remarks: '',
      version: 1,
    });

  const caliper = element('制动钳总成', null, 'system', 'BC-100');
  const piston = element('活塞组件', caliper, 'subsystem');
  const seal = element('矩形密封圈', piston, 'component', 'SR-45');
  const bore = element('缸体', piston, 'component');
  const pads = element('摩擦片', caliper, 'subsystem');
  element('防尘罩', piston, 'component'); // no failures: only the structure sheet carries it

  const brake = fn(caliper, '将液压转化为夹紧力', '夹紧力 ≥ 18 kN');
  const retract = fn(caliper, '松开后回位', '拖滞力矩 ≤ 5 N·m');
  const push = fn(piston, '推动摩擦片压紧制动盘');
  const sealFn = fn(seal, '密封制动液', '0–16 MPa 无泄漏');
  const boreFn = fn(bore, '为活塞导向', 'Ra ≤ 0.4');
  const padFn = fn(pads, '产生摩擦力矩', 'μ = 0.38 ± 0.05');
  net.functionLinks.push(
    { higherId: brake, lowerId: push },
    { higherId: retract, lowerId: push },
    { higherId: push, lowerId: sealFn },
    { higherId: push, lowerId: boreFn },
    { higherId: brake, lowerId: padFn },
  );

  const noStop = failure(brake, 'FE', '制动距离变长', 8);
  const drag = failure(retract, 'FE', '制动拖滞、油耗增加', 6);
  const stuck = failure(push, 'FM', '活塞卡滞');
  const swollen = failure(sealFn, 'FC', '密封圈材料与制动液不相容而溶胀');
  const rough = failure(boreFn, 'FC', '缸孔粗糙度超差');
  const worn = failure(padFn, 'FM', '摩擦片异常磨损');
  net.failureLinks.push(
    { effectId: noStop, causeId: stuck },
    { effectId: drag, causeId: stuck },
    { effectId: stuck, causeId: swollen },
    { effectId: stuck, causeId: rough },
    { effectId: noStop, causeId: worn },
  );
  risk(stuck, swollen, 6, 6, [2, 4]);
  risk(stuck, rough, 4, 5);
  const action = (
    causeId: string,
    type: 'prevention' | 'detection',
    description: string,
    status: 'open' | 'completed',
  ) =>
    net.actions.push({
      id: randomUUID(),
      modeId: stuck,
      causeId,
      type,
      description,
      responsibleId: ZHANG,
      targetDate: '2026-12-15',
      status,
      actionTaken: status === 'completed' ? '已切换 EPDM 材料，报告 TR-88' : '',
      evidenceFileIds: [],
      completionDate: status === 'completed' ? '2026-11-30' : null,
      remarks: '',
      version: 1,
    });
  action(swollen, 'prevention', '密封圈改用 EPDM 材料', 'completed');
  action(swollen, 'detection', '增加制动液浸泡试验', 'open');
  return net;
}

async function exportNet(net: FmeaNet, kind: FmeaKind = 0) {
  return formSheetWorkbook({
    layout: formSheetLayout(kind),
    header: HEADER,
    rows: formSheetRows(kind, net),
    net,
    userNames: new Map([[ZHANG, '张伟']]),
  });
}

/** The caliper's net as a process: item → steps → 4M work elements (the machine). */
function processNet(): FmeaNet {
  const net = caliperNet();
  const process = { system: 'processItem', subsystem: 'processStep', component: 'workElement' } as const;
  net.elements = net.elements.map((element) => {
    const type = process[element.type as keyof typeof process];
    return { ...element, type, workElementCategory: type === 'workElement' ? 'machine' : null };
  });
  return net;
}

describe('the DFMEA form sheet as .xlsx', () => {
  it('writes the AIAG-VDA layout: header block, step groups, AP per chain and one merged block per failure mode', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportNet(caliperNet())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DFMEA');
    if (!sheet) throw new Error('no DFMEA sheet');
    expect(sheet.getCell('A1').value).toBe('设计失效模式及影响分析（DFMEA）');
    expect(sheet.getCell('B2').value).toBe('苏州恒信精密机械有限公司');

    let headRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(9).value === '2. 失效模式（FM）') headRow = number;
    });
    expect(headRow).toBeGreaterThan(0);
    expect(sheet.getRow(headRow - 1).getCell(1).value).toBe('结构分析（步骤二）');
    expect(sheet.getRow(headRow - 1).getCell(18).value).toBe('优化（步骤六）');
    const col = (key: string) => COLUMNS.findIndex((c) => c.key === key) + 1;

    // 活塞卡滞: chain 1 (two actions → two rows), chain 2 (one row); 摩擦片异常磨损: no cause, one row.
    const first = headRow + 1;
    const modeCell = sheet.getCell(first, col('mode'));
    expect(modeCell.value).toBe('活塞卡滞');
    expect(sheet.getCell(first + 2, col('mode')).isMerged).toBe(true);
    expect(sheet.getCell(first + 2, col('mode')).master.address).toBe(modeCell.address);
    expect(sheet.getCell(first + 3, col('mode')).value).toBe('摩擦片异常磨损');
    // The chain's cells span its two action rows; the actions do not.
    expect(sheet.getCell(first + 1, col('cause')).master.address).toBe(sheet.getCell(first, col('cause')).address);
    expect(sheet.getCell(first, col('preventionAction')).value).toBe('密封圈改用 EPDM 材料');
    expect(sheet.getCell(first + 1, col('detectionAction')).value).toBe('增加制动液浸泡试验');
    expect(sheet.getCell(first + 1, col('preventionAction')).isMerged).toBe(false);
    // S 8 from the worse effect; O 6 D 6 → H, after O 2 D 4 → L; O 4 D 5 → M.
    expect(sheet.getCell(first, col('severity')).value).toBe(8);
    expect(sheet.getCell(first, col('ap')).value).toBe('H');
    expect(sheet.getCell(first, col('apAfter')).value).toBe('L');
    expect(sheet.getCell(first + 2, col('ap')).value).toBe('M');
    expect(sheet.getCell(first + 3, col('ap')).value).toBeNull();
    expect(sheet.getCell(first, col('effects')).value).toBe('制动距离变长（S=8）\n制动拖滞、油耗增加（S=6）');
  });

  it('reads back into the same net (structure, functions and their net, failures and theirs, risks, actions)', async () => {
    const net = caliperNet();
    const [form, structure] = await readSheets(await exportNet(net), 'xlsx', 2, EXCEL_MAX_LIMITS);
    const read = readFormSheet(form ?? [], structure, (name) => (name === '张伟' ? ZHANG : null));
    expect(read.problems).toEqual([]);
    expect(read.header).toEqual(HEADER);
    expect(byNames(read.net)).toEqual(byNames(net));
    expect(byNames(read.net).actions).toHaveLength(2);
    expect(byNames(read.net).elements).toContain('制动钳总成/活塞组件/防尘罩 component ');
  });

  it('reads a sheet without its structure sheet, as typed by hand: the function links its rows imply', async () => {
    const net = caliperNet();
    const [form] = await readSheets(await exportNet(net), 'xlsx', 1, EXCEL_MAX_LIMITS);
    const read = readFormSheet(form ?? [], undefined, (name) => (name === '张伟' ? ZHANG : null));
    expect(read.problems).toEqual([]);
    const expected = byNames(net);
    const got = byNames(read.net);
    expect(got.failureLinks).toEqual(expected.failureLinks);
    expect(got.risks).toEqual(expected.risks);
    expect(got.functionLinks).toEqual(expected.functionLinks);
    // Only elements that appear in a chain: the dust boot has no failure.
    expect(got.elements.some((e) => e.includes('防尘罩'))).toBe(false);
  });

  it('reports each row it cannot read, with its row number, and imports nothing then', async () => {
    const [form, structure] = await readSheets(await exportNet(caliperNet()), 'xlsx', 2, EXCEL_MAX_LIMITS);
    const rows = (form ?? []).map((row) => [...row]);
    const headRow = rows.findIndex((row) => row[8] === '2. 失效模式（FM）');
    const occurrence = COLUMNS.findIndex((c) => c.key === 'occurrence');
    const responsible = COLUMNS.findIndex((c) => c.key === 'responsible');
    (rows[headRow + 1] as string[])[occurrence] = '12';
    (rows[headRow + 2] as string[])[responsible] = '赵六';
    const read = readFormSheet(rows, structure, () => null);
    expect(read.problems).toEqual(
      expect.arrayContaining([
        `第 ${headRow + 2} 行：频度（O）须为 1–10 的整数`,
        `第 ${headRow + 3} 行：找不到负责人“赵六”`,
      ]),
    );
    expect(readFormSheet([['不是表单']], undefined, () => null).problems).toEqual([
      '表格不是 DFMEA 表单格式：找不到表头行',
    ]);
  });
});

describe('the PFMEA form sheet as .xlsx', () => {
  it('writes the same columns under the PFMEA names and reads back the process structure with its 4M', async () => {
    const net = processNet();
    const bytes = await exportNet(net, 1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('PFMEA');
    if (!sheet) throw new Error('no PFMEA sheet');
    expect(sheet.getCell('A1').value).toBe('过程失效模式及影响分析（PFMEA）');
    expect(sheet.getCell('E3').value).toBe('PFMEA修订日期');
    let headRow = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(9).value === '2. 失效模式（FM）') headRow = number;
    });
    expect([1, 2, 3, 4, 5, 6].map((column) => sheet.getRow(headRow).getCell(column).value)).toEqual([
      '1. 过程项目',
      '2. 过程步骤（工位号及名称）',
      '3. 过程工作要素（4M）',
      '1. 过程项目功能',
      '2. 过程步骤功能及产品特性',
      '3. 过程工作要素功能及过程特性',
    ]);

    const [form, structure] = await readSheets(bytes, 'xlsx', 2, EXCEL_MAX_LIMITS);
    const read = readFormSheet(form ?? [], structure, (name) => (name === '张伟' ? ZHANG : null), 1);
    expect(read.problems).toEqual([]);
    expect(byNames(read.net)).toEqual(byNames(net));
    expect(byNames(read.net).elements).toContain('制动钳总成/活塞组件/防尘罩 workElement（machine） ');
    // A PFMEA sheet is not a DFMEA's.
    expect(readFormSheet(form ?? [], structure, () => null, 0).problems).toEqual([
      '表格不是 DFMEA 表单格式：找不到表头行',
    ]);
  });
});
