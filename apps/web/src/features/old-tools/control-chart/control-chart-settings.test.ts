import type { MsDataSheetDto } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { controlChartBody, NEW_CONTROL_CHART, parseControlChart } from './control-chart-settings';

const sheet = {
  id: 'f',
  name: 'rings',
  version: 1,
  rowCount: 3,
  columns: [
    { name: 'x1', cells: ['1', '2'] },
    { name: 'x2', cells: ['3', '4'] },
    { name: 'n', cells: ['50', '50'] },
  ],
} as unknown as MsDataSheetDto;

describe('control chart settings', () => {
  it('reads saved settings and replaces what it cannot read', () => {
    expect(parseControlChart({})).toEqual(NEW_CONTROL_CHART);
    const parsed = parseControlChart({ chartType: 'p', columns: [0, -1, 'a', 2], rules: { westernElectric: 1 } });
    expect(parsed.chartType).toBe('p');
    expect(parsed.columns).toEqual([0, 2]);
    expect(parsed.rules).toBeNull();
  });

  it('asks for what is missing before building the request', () => {
    expect(controlChartBody(NEW_CONTROL_CHART, sheet, null)).toBe('oldTools.cc.incomplete');
    expect(controlChartBody({ ...NEW_CONTROL_CHART, columns: [0] }, sheet, null)).toBe('oldTools.cc.needSubgroupSize');
    expect(controlChartBody({ ...NEW_CONTROL_CHART, chartType: 'u', columns: [0] }, sheet, null)).toBe(
      'oldTools.cc.needSize',
    );
  });

  it('sends the columns as sheet columns with the subgroup size, sizes, rules and phase I count', () => {
    const body = controlChartBody({ ...NEW_CONTROL_CHART, columns: [0], subgroupSize: 2, phaseOneCount: 1 }, sheet, {
      westernElectric: false,
      nelson: [1, 2],
    });
    expect(body).toMatchObject({
      chartType: 'xbarR',
      columns: [{ column: 'A', firstRow: 2, name: 'x1', cells: ['1', '2'] }],
      subgroupSize: 2,
      rules: { westernElectric: false, nelson: [1, 2] },
      phaseOneCount: 1,
    });
    const p = controlChartBody({ ...NEW_CONTROL_CHART, chartType: 'p', columns: [0, 1], sizeColumn: 2 }, sheet, null);
    expect(p).toMatchObject({ columns: [{ column: 'A' }], sizeColumn: { column: 'C', name: 'n' } });
    expect(p).not.toHaveProperty('subgroupSize');
  });
});
