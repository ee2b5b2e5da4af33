import {
  type ControlChartBody,
  type ControlChartProblem,
  type ControlChartRules,
  type ControlChartSettings,
  controlChartRequest,
  type MsDataSheetDto,
} from '@qis/shared';
import { sheetColumnInput } from '../../statistics/sheet-columns';

// What a control chart file keeps and the request it makes are shared with the server (contracts
// old-tools-control-chart-file.ts), which asks the same question for a chart a PFMEA control plan links.
export {
  type ControlChartProblem,
  type ControlChartSettings,
  isVariablesChart,
  NEW_CONTROL_CHART,
  needsSizes,
  parseControlChart,
  takesSubgroups,
} from '@qis/shared';

/** The request for these settings over the sheet, or what is still missing. */
export function controlChartBody(
  settings: ControlChartSettings,
  sheet: MsDataSheetDto | null,
  rules: ControlChartRules | null,
): ControlChartBody | ControlChartProblem {
  return controlChartRequest(settings, sheet ? (index) => sheetColumnInput(sheet, index) : null, rules);
}
