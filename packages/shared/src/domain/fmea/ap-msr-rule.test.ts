import { describe, expect, it } from 'vitest';
import { actionPriority, chainActionPriority, chainActionPriorityAfter, hasRatingsAfter } from './ap';
import { FMEA_KINDS } from './kinds';
import { actionTypesOf } from './net-schema';

const MSR = FMEA_KINDS.msr;

describe('FMEA-MSR AP: which severity enters the table', () => {
  it('M = 1 with a rated mitigated effect: the mitigated severity enters', () => {
    const answer = chainActionPriority(MSR, { severity: 10, occurrence: 5, detection: 1, mitigatedSeverity: 4 });
    expect(answer).toEqual({ ap: actionPriority(MSR, 4, 5, 1), severity: 4, mitigated: true });
    // The original S would give another priority: the rule matters for this cell.
    expect(actionPriority(MSR, 10, 5, 1)).toBe('H');
    expect(answer.ap).toBe('M');
  });

  it('M = 1 without a mitigated severity: the original S enters', () => {
    expect(chainActionPriority(MSR, { severity: 10, occurrence: 5, detection: 1, mitigatedSeverity: null })).toEqual({
      ap: 'H',
      severity: 10,
      mitigated: false,
    });
    expect(chainActionPriority(MSR, { severity: 10, occurrence: 5, detection: 1 }).mitigated).toBe(false);
  });

  it('M = 2 with a mitigated severity: the original S enters', () => {
    expect(chainActionPriority(MSR, { severity: 10, occurrence: 5, detection: 2, mitigatedSeverity: 4 })).toEqual({
      ap: actionPriority(MSR, 10, 5, 2),
      severity: 10,
      mitigated: false,
    });
  });

  it('DFMEA and PFMEA never use a mitigated severity', () => {
    for (const kind of [FMEA_KINDS.dfmea, FMEA_KINDS.pfmea]) {
      expect(chainActionPriority(kind, { severity: 10, occurrence: 5, detection: 1, mitigatedSeverity: 4 })).toEqual({
        ap: actionPriority(kind, 10, 5, 1),
        severity: 10,
        mitigated: false,
      });
    }
  });

  it('no AP while a rating is missing; the severity is still answered', () => {
    expect(chainActionPriority(MSR, { severity: null, occurrence: 5, detection: 2 })).toEqual({
      ap: null,
      severity: null,
      mitigated: false,
    });
  });

  it('AP after: ratings after or before, by the same rule', () => {
    const before = { occurrence: 5, detection: 4, mitigatedSeverity: 6 };
    const none = { severityAfter: null, occurrenceAfter: null, detectionAfter: null, mitigatedSeverityAfter: null };
    expect(hasRatingsAfter(none)).toBe(false);
    expect(chainActionPriorityAfter(MSR, 10, { ...before, ...none })).toBeNull();
    // M after = 1: the mitigated severity (before, as none after was given) enters.
    expect(chainActionPriorityAfter(MSR, 10, { ...before, ...none, detectionAfter: 1 })).toEqual({
      ap: actionPriority(MSR, 6, 5, 1),
      severity: 6,
      mitigated: true,
    });
    // A mitigated severity after alone counts as a rating after; with M after 1 it enters.
    expect(
      chainActionPriorityAfter(MSR, 10, { ...before, ...none, detectionAfter: 1, mitigatedSeverityAfter: 2 }),
    ).toEqual({ ap: actionPriority(MSR, 2, 5, 1), severity: 2, mitigated: true });
    // M after 3: S after (or S) enters.
    expect(chainActionPriorityAfter(MSR, 10, { ...before, ...none, severityAfter: 9, detectionAfter: 3 })).toEqual({
      ap: actionPriority(MSR, 9, 5, 3),
      severity: 9,
      mitigated: false,
    });
  });
});

describe('action types per kind', () => {
  it('MSR: prevention, monitoring, system response; the others prevention and detection', () => {
    expect(actionTypesOf(MSR)).toEqual(['prevention', 'monitoring', 'systemResponse']);
    expect(actionTypesOf(FMEA_KINDS.dfmea)).toEqual(['prevention', 'detection']);
    expect(actionTypesOf(FMEA_KINDS.pfmea)).toEqual(['prevention', 'detection']);
  });
});
