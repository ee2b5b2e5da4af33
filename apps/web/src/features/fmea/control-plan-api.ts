import {
  deletePfmeaControlPlanLine,
  type EndpointData,
  editPfmeaControlPlan,
  editPfmeaControlPlanLine,
  exportPfmeaControlPlan,
  exportPfmeaControlPlanPdf,
  generatePfmeaControlPlan,
  getPfmeaControlPlan,
  getPfmeaControlPlanCharts,
  linkPfmeaControlChart,
  listPfmeaControlChartOptions,
} from '@qis/shared';
import { callEndpoint, type EndpointRequest } from '../../shell/call-endpoint';
import { LONG_TIMEOUT_MS } from '../../shell/http';

/**
 * The PFMEA's control plan calls (PFMEA only: contracts/fmea-control-plan.ts). Changes are silent: the project's
 * run() shows their refusal (a 409 with the reload offer).
 */

type Body<E> = EndpointRequest<E> extends { body: infer B } ? B : never;
const silent = { silent: true };

export type ControlChartOption = EndpointData<typeof listPfmeaControlChartOptions>[number];

export const fetchControlPlan = (projectId: string) => callEndpoint(getPfmeaControlPlan, { query: { projectId } });
export const generateControlPlan = (projectId: string) =>
  callEndpoint(generatePfmeaControlPlan, { body: { projectId } }, silent);
export const saveControlPlanHeader = (body: Body<typeof editPfmeaControlPlan>) =>
  callEndpoint(editPfmeaControlPlan, { body }, silent);
export const saveControlPlanLine = (body: Body<typeof editPfmeaControlPlanLine>) =>
  callEndpoint(editPfmeaControlPlanLine, { body }, silent);
export const deleteControlPlanLine = (body: Body<typeof deletePfmeaControlPlanLine>) =>
  callEndpoint(deletePfmeaControlPlanLine, { body }, silent);
export const linkControlChart = (body: Body<typeof linkPfmeaControlChart>) =>
  callEndpoint(linkPfmeaControlChart, { body }, silent);
export const fetchControlPlanCharts = (projectId: string) =>
  callEndpoint(getPfmeaControlPlanCharts, { query: { projectId } }, { timeout: LONG_TIMEOUT_MS, silent: true });
export const fetchControlChartOptions = (projectId: string) =>
  callEndpoint(listPfmeaControlChartOptions, { query: { projectId } });
export const exportControlPlan = (projectId: string) =>
  callEndpoint(exportPfmeaControlPlan, { query: { projectId } }, { timeout: LONG_TIMEOUT_MS });
export const exportControlPlanPdf = (projectId: string) =>
  callEndpoint(exportPfmeaControlPlanPdf, { query: { projectId } }, { timeout: LONG_TIMEOUT_MS });
