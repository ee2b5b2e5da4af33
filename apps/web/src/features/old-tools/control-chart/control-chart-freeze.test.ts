import type { ControlChartDto, ControlChartResultDto, MsDataSheetDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { changesLimitsSource, limitsSource, limitsToFreeze, parseFrozenLimits } from './control-chart-freeze';
import { controlChartBody, NEW_CONTROL_CHART, parseControlChart } from './control-chart-settings';

const sheet = {
  id: 'f',
  name: 'rings',
  version: 1,
  rowCount: 3,
  columns: [
    { name: 'x1', cells: ['1', '2', '3'] },
    { name: 'x2', cells: ['3', '4', '5'] },
  ],
} as unknown as MsDataSheetDto;

const parameters = { center: 74.001, sigma: 0.0099, rBar: 0.023 };
const answer = (phaseOneCount: number) =>
  ({
    chartType: 'xbarR',
    charts: [{ type: 'xbar', phaseOneCount } as ControlChartDto, { type: 'R', phaseOneCount } as ControlChartDto],
    parameters,
  }) as ControlChartResultDto;

describe('freezing control limits', () => {
  it('freezes the parameters of an answer with the phase I points they come from', () => {
    expect(limitsToFreeze(answer(25))).toEqual({ phaseOneCount: 25, given: parameters });
    // An answer judged wholly against given limits has no phase I of its own to freeze.
    expect(limitsToFreeze(answer(0))).toBeNull();
  });

  it('sends the frozen parameters as given, keeping points 1–k as phase I', () => {
    const settings = {
      ...NEW_CONTROL_CHART,
      columns: [0, 1],
      phaseOneCount: 2,
      frozen: { phaseOneCount: 25, given: parameters },
    };
    expect(controlChartBody(settings, sheet, null)).toMatchObject({ given: parameters, phaseOneCount: 25 });
    expect(controlChartBody({ ...settings, frozen: null }, sheet, null)).not.toHaveProperty('given');
  });

  it('keeps the frozen limits in the file, and drops unreadable ones', () => {
    const frozen = { phaseOneCount: 25, given: parameters };
    expect(parseControlChart({ frozen }).frozen).toEqual(frozen);
    expect(parseFrozenLimits({ phaseOneCount: 0, given: parameters })).toBeNull();
    expect(parseFrozenLimits({ phaseOneCount: 5, given: { sigma: -1 } })).toBeNull();
    expect(parseFrozenLimits({ phaseOneCount: 5, given: {} })).toBeNull();
    expect(parseControlChart({}).frozen).toBeNull();
  });

  it('lets go of frozen limits when the chart moves to other data, not when the rules change', () => {
    const settings = { ...NEW_CONTROL_CHART, columns: [0, 1], frozen: { phaseOneCount: 25, given: parameters } };
    expect(changesLimitsSource(settings, { columns: [0] })).toBe(true);
    expect(changesLimitsSource(settings, { chartType: 'xbarS' })).toBe(true);
    expect(changesLimitsSource(settings, { dataFileId: 'other' })).toBe(true);
    expect(changesLimitsSource(settings, { columns: [0, 1] })).toBe(false);
    expect(changesLimitsSource(settings, { rules: { westernElectric: true, nelson: [] }, showZones: true })).toBe(
      false,
    );
  });

  it('offers to freeze only an answer of the current data computed from its own points', () => {
    const unfrozen = { ...NEW_CONTROL_CHART, columns: [0, 1], phaseOneCount: 25 };
    expect(limitsSource(unfrozen)).toBe(limitsSource({ ...unfrozen, showZones: true }));
    expect(limitsSource(unfrozen)).not.toBe(limitsSource({ ...unfrozen, columns: [0] }));
    expect(limitsSource(unfrozen)).not.toBe(limitsSource({ ...unfrozen, phaseOneCount: 20 }));
    expect(limitsSource({ ...unfrozen, frozen: { phaseOneCount: 25, given: parameters } })).toBeNull();
  });
});
