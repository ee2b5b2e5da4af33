import { describe, expect, it } from 'vitest';
import { formSheetRows } from './form-sheet';
import { FMEA_KINDS } from './kinds';
import type { FmeaNet, OptimizationAction } from './net-schema';
import { IDS, sampleNet } from './test-net';
import { isActionOverdue, workListRows } from './work-list';

const TODAY = '2026-11-28';
const action = (causeId: string, extra: Partial<OptimizationAction>): OptimizationAction => ({
  id: `00000000-0000-4000-8000-0000000009${causeId.slice(-2)}`,
  modeId: IDS.pistonStuck,
  causeId,
  type: 'prevention',
  description: '更换密封材料',
  responsibleId: null,
  targetDate: null,
  status: 'open',
  actionTaken: '',
  evidenceFileIds: [],
  completionDate: null,
  remarks: '',
  version: 1,
  ...extra,
});

function net(): FmeaNet {
  const value = sampleNet();
  // Swollen seal: S 10, O 4, D 6 → H; rough bore: S 10, O 2, D 2 → L.
  value.risks = value.risks.map((r) => (r.causeId === IDS.boreRough ? { ...r, occurrence: 2, detection: 2 } : r));
  return value;
}
const keys = (value: FmeaNet, filter: Parameters<typeof workListRows>[1]) =>
  workListRows(formSheetRows(FMEA_KINDS.dfmea, value), filter, TODAY).map((row) => row.cause?.name);

describe('workListRows', () => {
  it('orders by AP, then S, and filters by AP before', () => {
    const value = net();
    // Rough bore first in the sheet; H comes first in the work list all the same.
    value.failureLinks = [...value.failureLinks].reverse();
    expect(keys(value, {})).toEqual(['密封圈溶胀', '缸孔粗糙度超差']);
    expect(keys(value, { ap: ['L'] })).toEqual(['缸孔粗糙度超差']);
    expect(keys(value, { ap: ['H', 'M'] })).toEqual(['密封圈溶胀']);
  });

  it('filters by one action meeting status, responsible and overdue together; none is a chain without action', () => {
    const value = net();
    const ann = '00000000-0000-4000-8000-000000000a01';
    value.actions = [action(IDS.sealSwollen, { responsibleId: ann, targetDate: '2026-11-01', status: 'open' })];
    expect(keys(value, { actionStatus: ['open'] })).toEqual(['密封圈溶胀']);
    expect(keys(value, { actionStatus: ['completed'] })).toEqual([]);
    expect(keys(value, { actionStatus: ['none'] })).toEqual(['缸孔粗糙度超差']);
    expect(keys(value, { actionStatus: ['none', 'open'] })).toEqual(['密封圈溶胀', '缸孔粗糙度超差']);
    expect(keys(value, { responsibleId: ann, overdue: true })).toEqual(['密封圈溶胀']);
    expect(keys(value, { responsibleId: ann, actionStatus: ['completed'] })).toEqual([]);
    value.actions = [action(IDS.sealSwollen, { targetDate: '2026-11-01', status: 'completed' })];
    expect(keys(value, { overdue: true })).toEqual([]);
  });

  it('finds a keyword in the chain texts and the actions', () => {
    const value = net();
    value.actions = [action(IDS.boreRough, { description: '增加珩磨工序' })];
    expect(keys(value, { keyword: '珩磨' })).toEqual(['缸孔粗糙度超差']);
    expect(keys(value, { keyword: '溶胀' })).toEqual(['密封圈溶胀']);
    expect(keys(value, { keyword: '活塞' })).toHaveLength(2);
  });

  it('counts an action overdue only while it is still to be done', () => {
    expect(isActionOverdue({ targetDate: '2026-11-27', status: 'implementationPending' }, TODAY)).toBe(true);
    expect(isActionOverdue({ targetDate: TODAY, status: 'open' }, TODAY)).toBe(false);
    expect(isActionOverdue({ targetDate: '2026-11-27', status: 'notImplemented' }, TODAY)).toBe(false);
    expect(isActionOverdue({ targetDate: null, status: 'open' }, TODAY)).toBe(false);
  });
});
