/**
 * Reads an FMEA back from its kind's form sheet layout of form-sheet-xlsx.ts (cell texts of its two sheets, as the
 * platform's sheet reader gives them: a merged cell's text in every cell it spans): the header block, the structure
 * and function net of the structure sheet, and from each form row its elements, functions, failure chain, risk and
 * action. Every problem is reported with its row; the caller imports nothing while there is one.
 */
import { randomUUID } from 'node:crypto';
import {
  ACTION_STATUSES,
  type ActionStatus,
  type ChainRisk,
  type ElementType,
  EMPTY_FMEA_NET,
  elementTypesOf,
  type Failure,
  type FailureType,
  FMEA_KINDS,
  type FmeaFunction,
  type FmeaKind,
  type FmeaNet,
  SPECIAL_CHARACTERISTICS,
  type StructureElement,
} from '@qis/shared';
import {
  ACTION_STATUS_TEXT,
  COLUMNS,
  type ColumnKey,
  type FormSheetHeader,
  type FormSheetLayout,
  formSheetLayout,
  PART_SEPARATOR,
  PATH_SEPARATOR,
  typeOfText,
} from './form-sheet-layout';
import { linesOf, parseEffectText, parseFunctionText, ratingOf } from './form-sheet-text';

export interface ReadFormSheet {
  header: FormSheetHeader;
  net: FmeaNet;
  /** '第 N 行：…' for every row that cannot be read as it is; empty when the import may go ahead. */
  problems: string[];
}

const STATUS_BY_TEXT = new Map(ACTION_STATUSES.map((status) => [ACTION_STATUS_TEXT[status], status]));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The net under construction, with lookups by name. */
class NetBuilder {
  readonly net: FmeaNet = structuredClone(EMPTY_FMEA_NET);
  private readonly risks = new Map<string, ChainRisk>();

  /** `depthTypes`: the kind's element types by depth, for elements the sheet names without a type. */
  constructor(private readonly depthTypes: readonly ElementType[]) {}

  element(
    name: string,
    parent: StructureElement | null,
    typed?: { type: ElementType; workElementCategory: StructureElement['workElementCategory'] },
  ): StructureElement {
    const existing = this.net.elements.find((e) => e.name === name && e.parentId === (parent?.id ?? null));
    if (existing) return existing;
    const depth = parent ? this.depthOf(parent) + 1 : 0;
    const element: StructureElement = {
      id: randomUUID(),
      parentId: parent?.id ?? null,
      type: typed?.type ?? this.depthTypes[Math.min(depth, this.depthTypes.length - 1)] ?? 'component',
      name,
      number: '',
      sortOrder: this.net.elements.filter((e) => e.parentId === (parent?.id ?? null)).length,
      partId: null,
      bomLineId: null,
      workElementCategory: typed?.workElementCategory ?? null,
      version: 1,
    };
    this.net.elements.push(element);
    return element;
  }

  /** An element found by name (under `parent` when one is named, else anywhere), or made under `parent`. */
  findOrMakeElement(name: string, parent: StructureElement | null): StructureElement {
    const under = this.net.elements.find((e) => e.name === name && e.parentId === (parent?.id ?? null));
    if (under) return under;
    const anywhere = parent ? undefined : this.net.elements.find((e) => e.name === name);
    return anywhere ?? this.element(name, parent);
  }

  private depthOf(element: StructureElement): number {
    let depth = 0;
    for (let at = element; at.parentId; depth++) {
      const parent = this.net.elements.find((e) => e.id === at.parentId);
      if (!parent) break;
      at = parent;
    }
    return depth;
  }

  fn(element: StructureElement, name: string, requirement = ''): FmeaFunction {
    const existing = this.net.functions.find((f) => f.elementId === element.id && f.name === name);
    if (existing) return existing;
    const fn: FmeaFunction = {
      id: randomUUID(),
      elementId: element.id,
      name,
      requirement,
      specialCharacteristic: null,
      sortOrder: this.net.functions.filter((f) => f.elementId === element.id).length,
      version: 1,
    };
    this.net.functions.push(fn);
    return fn;
  }

  /** A function by name on `element`, else the only one of that name anywhere, else a new one on `element`. */
  findOrMakeFunction(element: StructureElement, name: string, requirement: string): FmeaFunction {
    const own = this.net.functions.find((f) => f.elementId === element.id && f.name === name);
    if (own) return own;
    const named = this.net.functions.filter((f) => f.name === name);
    return named.length === 1 ? (named[0] as FmeaFunction) : this.fn(element, name, requirement);
  }

  functionLink(higherId: string, lowerId: string): void {
    if (!this.net.functionLinks.some((l) => l.higherId === higherId && l.lowerId === lowerId)) {
      this.net.functionLinks.push({ higherId, lowerId });
    }
  }

  failure(fn: FmeaFunction, type: FailureType, name: string, severity: number | null = null): Failure {
    const existing = this.net.failures.find((f) => f.functionId === fn.id && f.type === type && f.name === name);
    if (existing) {
      if (severity !== null) existing.severity = severity;
      return existing;
    }
    const failure: Failure = { id: randomUUID(), functionId: fn.id, type, name, severity, version: 1 };
    this.net.failures.push(failure);
    return failure;
  }

  failureLink(effectId: string, causeId: string): void {
    if (!this.net.failureLinks.some((l) => l.effectId === effectId && l.causeId === causeId)) {
      this.net.failureLinks.push({ effectId, causeId });
    }
  }

  risk(modeId: string, causeId: string, fields: Omit<ChainRisk, 'modeId' | 'causeId' | 'version'>): void {
    const key = `${modeId}:${causeId}`;
    if (this.risks.has(key)) return;
    const risk: ChainRisk = { modeId, causeId, ...fields, version: 1 };
    this.risks.set(key, risk);
    this.net.risks.push(risk);
  }
}

function readHeader(layout: FormSheetLayout, rows: readonly string[][], headRow: number): FormSheetHeader {
  const header = Object.fromEntries(layout.headerFields.map(([key]) => [key, ''])) as FormSheetHeader;
  const byLabel = new Map(layout.headerFields.map(([key, label]) => [label, key]));
  for (const row of rows.slice(0, headRow)) {
    for (let i = 0; i + 1 < row.length; i++) {
      const key = byLabel.get(row[i] ?? '');
      if (key) header[key] = row[i + 1] ?? '';
    }
  }
  return header;
}

/** The index of the column-heads row: the one whose cells are the layout's column heads in order. */
function findHeadRow(layout: FormSheetLayout, rows: readonly string[][]): number {
  return rows.findIndex((row) => layout.columns.every((column, index) => (row[index] ?? '') === column.header));
}

function readStructure(builder: NetBuilder, rows: readonly string[][], problems: string[]): void {
  const pending: { fn: FmeaFunction; higher: string[]; line: number }[] = [];
  const paths = new Map<string, StructureElement>();
  rows.slice(1).forEach((row, index) => {
    const [path = '', typeText = '', number = '', name = '', requirement = '', special = '', higher = ''] = row;
    if (path === '') return;
    const names = path.split(PATH_SEPARATOR).map((part) => part.trim());
    let element: StructureElement | null = null;
    for (const [depth, part] of names.entries()) {
      element = builder.element(part, element, depth === names.length - 1 ? typeOfText(typeText) : undefined);
    }
    if (!element) return;
    element.number = number;
    paths.set(path, element);
    if (name === '') return;
    const fn = builder.fn(element, name, requirement);
    if (special !== '') {
      if ((SPECIAL_CHARACTERISTICS as readonly string[]).includes(special)) {
        fn.specialCharacteristic = special as FmeaFunction['specialCharacteristic'];
      } else problems.push(`结构与功能第 ${index + 2} 行：特殊特性须为 CC 或 SC`);
    }
    pending.push({ fn, higher: linesOf(higher), line: index + 2 });
  });
  for (const { fn, higher, line } of pending) {
    for (const reference of higher) {
      const at = reference.lastIndexOf(PART_SEPARATOR);
      const element = paths.get(reference.slice(0, at));
      const target =
        element && builder.net.functions.find((f) => f.elementId === element.id && f.name === reference.slice(at + 1));
      if (target) builder.functionLink(target.id, fn.id);
      else problems.push(`结构与功能第 ${line} 行：找不到上一较高级别功能“${reference}”`);
    }
  }
}

export function readFormSheet(
  form: readonly string[][],
  structure: readonly string[][] | undefined,
  userIdByName: (name: string) => string | null,
  kind: FmeaKind = FMEA_KINDS.dfmea,
): ReadFormSheet {
  const layout = formSheetLayout(kind);
  const problems: string[] = [];
  const headRow = findHeadRow(layout, form);
  if (headRow < 0) {
    return {
      header: readHeader(layout, [], 0),
      net: structuredClone(EMPTY_FMEA_NET),
      problems: [`表格不是 ${layout.sheetName} 表单格式：找不到表头行`],
    };
  }
  const builder = new NetBuilder(elementTypesOf(kind));
  // The structure sheet carries the function net; a sheet without one (typed by hand) gets the links its rows imply.
  const withStructure = structure !== undefined && structure.length > 1;
  if (withStructure) readStructure(builder, structure, problems);
  const linkFunctions = (higherId: string, lowerId: string) => {
    if (!withStructure) builder.functionLink(higherId, lowerId);
  };

  form.slice(headRow + 1).forEach((cellsOfRow, index) => {
    const line = headRow + index + 2;
    const cell = (key: ColumnKey) => (cellsOfRow[COLUMNS.findIndex((column) => column.key === key)] ?? '').trim();
    const rating = (key: ColumnKey, label: string) => {
      const text = cell(key);
      if (text === '') return null;
      const value = ratingOf(text);
      if (value === null) problems.push(`第 ${line} 行：${label}须为 1–10 的整数`);
      return value;
    };
    if (cell('mode') === '') {
      if (cellsOfRow.some((text) => text.trim() !== '')) problems.push(`第 ${line} 行：缺少失效模式（FM）`);
      return;
    }
    if (cell('focusElement') === '') {
      problems.push(`第 ${line} 行：缺少关注要素`);
      return;
    }
    const higher = cell('higherElement') === '' ? null : builder.findOrMakeElement(cell('higherElement'), null);
    const focus = builder.findOrMakeElement(cell('focusElement'), higher);
    const focusText = parseFunctionText(cell('focusFunction'));
    if (focusText.name === '') {
      problems.push(`第 ${line} 行：缺少关注要素功能`);
      return;
    }
    const focusFn = builder.findOrMakeFunction(focus, focusText.name, focusText.requirement);
    const mode = builder.failure(focusFn, 'FM', cell('mode'));

    const effectLines = linesOf(cell('effects'));
    const functionLines = linesOf(cell('higherFunction'));
    effectLines.forEach((effectLine, i) => {
      const effect = parseEffectText(effectLine);
      const fnText = parseFunctionText(functionLines[i] ?? functionLines[0] ?? '');
      if (fnText.name === '' || !higher) {
        problems.push(`第 ${line} 行：失效影响“${effect.name}”缺少上一较高级别及其功能`);
        return;
      }
      const higherFn = builder.findOrMakeFunction(higher, fnText.name, fnText.requirement);
      linkFunctions(higherFn.id, focusFn.id);
      builder.failureLink(builder.failure(higherFn, 'FE', effect.name, effect.severity).id, mode.id);
    });

    if (cell('cause') === '') return;
    if (cell('lowerElement') === '' || cell('lowerFunction') === '') {
      problems.push(`第 ${line} 行：失效起因“${cell('cause')}”缺少下一较低级别及其功能`);
      return;
    }
    const lower = builder.findOrMakeElement(cell('lowerElement'), focus);
    const lowerText = parseFunctionText(cell('lowerFunction'));
    const lowerFn = builder.findOrMakeFunction(lower, lowerText.name, lowerText.requirement);
    linkFunctions(focusFn.id, lowerFn.id);
    const cause = builder.failure(lowerFn, 'FC', cell('cause'));
    builder.failureLink(mode.id, cause.id);

    const special = cell('specialCharacteristic');
    if (special !== '' && !(SPECIAL_CHARACTERISTICS as readonly string[]).includes(special)) {
      problems.push(`第 ${line} 行：特殊特性须为 CC 或 SC`);
    }
    builder.risk(mode.id, cause.id, {
      preventionControls: cell('preventionControls'),
      occurrence: rating('occurrence', '频度（O）'),
      detectionControls: cell('detectionControls'),
      detection: rating('detection', '探测度（D）'),
      specialCharacteristic: special === 'CC' || special === 'SC' ? special : null,
      filterCode: cell('filterCode'),
      severityAfter: rating('severityAfter', '措施后严重度（S）'),
      occurrenceAfter: rating('occurrenceAfter', '措施后频度（O）'),
      detectionAfter: rating('detectionAfter', '措施后探测度（D）'),
      remarks: cell('remarks'),
    });

    const prevention = cell('preventionAction');
    const detection = cell('detectionAction');
    if (prevention === '' && detection === '') return;
    if (prevention !== '' && detection !== '') {
      problems.push(`第 ${line} 行：一行只能填写一条预防措施或一条探测措施`);
      return;
    }
    const status = STATUS_BY_TEXT.get(cell('status') || ACTION_STATUS_TEXT.open);
    if (!status)
      problems.push(`第 ${line} 行：状态须为 ${ACTION_STATUSES.map((s) => ACTION_STATUS_TEXT[s]).join('、')} 之一`);
    const responsibleName = cell('responsible');
    const responsibleId = responsibleName === '' ? null : userIdByName(responsibleName);
    if (responsibleName !== '' && responsibleId === null)
      problems.push(`第 ${line} 行：找不到负责人“${responsibleName}”`);
    const date = (key: ColumnKey, label: string) => {
      const text = cell(key);
      if (text === '') return null;
      if (!DATE.test(text)) problems.push(`第 ${line} 行：${label}须为 YYYY-MM-DD 格式`);
      return text;
    };
    builder.net.actions.push({
      id: randomUUID(),
      modeId: mode.id,
      causeId: cause.id,
      type: prevention !== '' ? 'prevention' : 'detection',
      description: prevention || detection,
      responsibleId,
      targetDate: date('targetDate', '目标完成日期'),
      status: (status ?? 'open') as ActionStatus,
      actionTaken: cell('actionTaken'),
      evidenceFileIds: [],
      completionDate: date('completionDate', '完成日期'),
      remarks: '',
      version: 1,
    });
  });
  return { header: readHeader(layout, form, headRow), net: builder.net, problems };
}
