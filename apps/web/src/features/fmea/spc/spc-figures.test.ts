import type { ControlPlanChartDto, FormSheetRow } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { chainFigure, spcFiguresOf, spcWarning } from './spc-figures';

const figure = (functionId: string, cpk: number | null): ControlPlanChartDto => ({
  lineId: `line-${functionId}`,
  functionId,
  characteristicKind: 'product',
  characteristicNumber: 1,
  chartFileId: `chart-${functionId}`,
  chartName: functionId,
  chartType: 'imr',
  status: cpk === null ? 'noSpec' : 'ok',
  message: '',
  n: 25,
  cp: null,
  cpk,
  pp: null,
  ppk: null,
  lsl: null,
  usl: null,
  points: 25,
  signals: 0,
  lastSignal: null,
  lastPointOut: false,
});

const row = (modeFunction: string, causeFunction: string | null) =>
  ({
    mode: { functionId: modeFunction },
    cause: causeFunction ? { functionId: causeFunction } : null,
  }) as unknown as FormSheetRow;

describe('the chart beside a chain’s O', () => {
  const figures = spcFiguresOf([figure('bore', 0.9), figure('spindle', 1.6)]);

  it('takes the cause’s process characteristic first, else the mode’s product characteristic', () => {
    expect(chainFigure(figures, row('bore', 'spindle'))?.functionId).toBe('spindle');
    expect(chainFigure(figures, row('bore', 'clamping'))?.functionId).toBe('bore');
    expect(chainFigure(figures, row('roughness', null))).toBeNull();
  });

  it('warns when Cpk < 1.33 while O ≤ 3', () => {
    expect(spcWarning(figure('bore', 0.9), 2)).toBe(true);
    expect(spcWarning(figure('bore', 0.9), 5)).toBe(false);
    expect(spcWarning(figure('spindle', 1.6), 2)).toBe(false);
    expect(spcWarning(figure('x', null), 1)).toBe(false);
  });
});
