import { describe, expect, it } from 'vitest';
import { actionPriority } from './ap';
import { apCounts, formSheetRows } from './form-sheet';
import { FMEA_KINDS } from './kinds';
import { progressStage } from './progress';
import { IDS, sampleNet } from './test-net';

describe('formSheetRows', () => {
  it('makes one row per FM–FC chain with the three levels, S from the worst effect and AP from the table', () => {
    const rows = formSheetRows(FMEA_KINDS.dfmea, sampleNet());
    expect(rows.map((row) => row.key)).toEqual([
      `${IDS.pistonStuck}:${IDS.sealSwollen}`,
      `${IDS.pistonStuck}:${IDS.boreRough}`,
    ]);
    const [first, second] = rows;
    expect(first?.higherElement?.name).toBe('制动钳总成');
    expect(first?.focusElement?.name).toBe('活塞');
    expect(first?.lowerElement?.name).toBe('密封圈');
    expect(first?.effects.map((effect) => effect.name).sort()).toEqual(['制动距离变长', '车辆无法停车'].sort());
    expect(first?.severity).toBe(10);
    // S 10, O 4, D 6: H; RPN 240.
    expect(first?.ap).toBe('H');
    expect(first?.rpn).toBe(240);
    // O not rated yet: no AP, no RPN.
    expect(second?.ap).toBeNull();
    expect(second?.rpn).toBeNull();
    expect(apCounts(rows)).toEqual({ H: 1, M: 0, L: 0, unrated: 1 });
  });

  it('lowers AP as O is lowered, and rates after the actions', () => {
    const net = sampleNet();
    net.risks = net.risks.map((risk) => (risk.causeId === IDS.sealSwollen ? { ...risk, occurrence: 1 } : risk));
    expect(formSheetRows(0, net)[0]?.ap).toBe('L');
    net.risks = net.risks.map((risk) =>
      risk.causeId === IDS.sealSwollen ? { ...risk, occurrence: 4, occurrenceAfter: 2, detectionAfter: 2 } : risk,
    );
    const [row] = formSheetRows(0, net);
    expect(row?.ap).toBe('H');
    // S 10 (unchanged), O 2, D 2: L.
    expect(row?.apAfter).toBe('L');
  });

  it('keeps a mode without causes as one row with an empty cause', () => {
    const net = sampleNet();
    net.failureLinks = net.failureLinks.filter((link) => link.effectId !== IDS.pistonStuck);
    const rows = formSheetRows(0, net);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: IDS.pistonStuck, cause: null, risk: null, ap: null });
  });
});

describe('progressStage', () => {
  it('is the last of the seven steps reached in order', () => {
    const net = sampleNet();
    expect(
      progressStage(0, { ...net, elements: [], functions: [], failures: [], failureLinks: [], risks: [] }, 0),
    ).toBe(1);
    // The chains exist but one is not rated: failure analysis done, risk analysis not.
    expect(progressStage(0, net, 0)).toBe(4);
    net.risks = net.risks.map((risk) => ({ ...risk, occurrence: 2, detection: 2 }));
    // Rated; the chain S 10 O 2 D 2 is L, so no action is due: optimization done too.
    expect(progressStage(0, net, 0)).toBe(6);
    expect(progressStage(0, net, 1)).toBe(7);
  });

  it('asks an action of AP M chains too when so configured', () => {
    const net = sampleNet();
    const severity = formSheetRows(0, net).find((row) => row.cause)?.severity ?? 10;
    const detection = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((d) => actionPriority(0, severity, 2, d) === 'M');
    net.risks = net.risks.map((risk) => ({ ...risk, occurrence: 2, detection: detection ?? null }));
    expect(
      formSheetRows(0, net)
        .filter((row) => row.cause)
        .every((row) => row.ap === 'M'),
    ).toBe(true);
    expect(progressStage(0, net, 0, 'H')).toBe(6);
    expect(progressStage(0, net, 0, 'HM')).toBe(5);
  });
});
