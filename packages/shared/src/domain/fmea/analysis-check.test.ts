import { describe, expect, it } from 'vitest';
import { analysisCheck as checkOf } from './analysis-check';
import type { ActionRequiredLevel } from './config';
import { formSheetRows } from './form-sheet';
import { FMEA_KINDS } from './kinds';
import type { FmeaNet } from './net-schema';
import { IDS, sampleNet } from './test-net';

const analysisCheck = (kind: number, net: FmeaNet, level: ActionRequiredLevel) =>
  checkOf(net, formSheetRows(kind as 0, net), level);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('analysisCheck', () => {
  it('names the unrated chains and the high chains without an action, per focus element', () => {
    const check = analysisCheck(FMEA_KINDS.dfmea, sampleNet(), 'H');
    expect(check.counts).toEqual({
      modeWithoutEffect: 0,
      modeWithoutCause: 0,
      effectWithoutSeverity: 0,
      chainWithoutOccurrence: 1,
      chainWithoutDetection: 0,
      chainWithoutAction: 1,
    });
    expect(check.total).toBe(2);
    expect(check.elements).toHaveLength(1);
    const [piston] = check.elements;
    expect(piston?.elementName).toBe('活塞');
    expect(piston?.findings).toEqual([
      expect.objectContaining({
        rule: 'chainWithoutAction',
        modeId: IDS.pistonStuck,
        causeId: IDS.sealSwollen,
        chainKey: `${IDS.pistonStuck}:${IDS.sealSwollen}`,
        ap: 'H',
      }),
      expect.objectContaining({ rule: 'chainWithoutOccurrence', causeId: IDS.boreRough, causeName: '缸孔粗糙度超差' }),
    ]);
  });

  it('names modes without effect or cause and effects without S, filed under the mode or their own element', () => {
    const net = sampleNet();
    net.failures.push(
      { id: id(41), functionId: IDS.pistonFn, type: 'FM', name: '活塞回位不足', severity: null, version: 1 },
      { id: id(42), functionId: IDS.brakeFn, type: 'FE', name: '拖滞', severity: null, version: 1 },
    );
    net.failures = net.failures.map((f) => (f.id === IDS.longDistance ? { ...f, severity: null } : f));
    const check = analysisCheck(FMEA_KINDS.dfmea, net, 'H');
    expect(check.counts).toMatchObject({ modeWithoutEffect: 1, modeWithoutCause: 1, effectWithoutSeverity: 2 });
    expect(check.elements.map((e) => e.elementName)).toEqual(['制动钳总成', '活塞']);
    const [caliper, piston] = check.elements;
    expect(caliper?.findings).toEqual([
      expect.objectContaining({ rule: 'effectWithoutSeverity', modeId: null, effectId: id(42), name: '拖滞' }),
    ]);
    expect(piston?.findings).toContainEqual(
      expect.objectContaining({ rule: 'effectWithoutSeverity', modeId: IDS.pistonStuck, effectId: IDS.longDistance }),
    );
    expect(piston?.findings.filter((f) => f.modeId === id(41)).map((f) => f.rule)).toEqual([
      'modeWithoutEffect',
      'modeWithoutCause',
    ]);
  });

  it('asks for actions on M chains too when configured so, and is satisfied by one', () => {
    const net = sampleNet();
    // S 10, O 2, D 5: M; S 10, O 1, D 1: L.
    net.risks = net.risks.map((r) =>
      r.causeId === IDS.sealSwollen ? { ...r, occurrence: 2, detection: 5 } : { ...r, occurrence: 1, detection: 1 },
    );
    const h = analysisCheck(FMEA_KINDS.dfmea, net, 'H');
    const hm = analysisCheck(FMEA_KINDS.dfmea, net, 'HM');
    expect(h.counts.chainWithoutAction).toBe(0);
    expect(hm.counts.chainWithoutAction).toBe(1);
    // A new array: sampleNet's empty parts are shared.
    net.actions = [
      {
        id: IDS.action,
        modeId: IDS.pistonStuck,
        causeId: IDS.sealSwollen,
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
      },
    ];
    expect(analysisCheck(FMEA_KINDS.dfmea, net, 'HM').total).toBe(0);
  });
});
