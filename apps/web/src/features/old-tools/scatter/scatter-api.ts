import { makeScatterChart, type ScatterChartBody } from '@qis/shared';
import { callEndpoint } from '../../../shell/call-endpoint';
import { LONG_TIMEOUT_MS } from '../../../shell/http';

export const analyseScatter = (body: ScatterChartBody) =>
  callEndpoint(makeScatterChart, { body }, { timeout: LONG_TIMEOUT_MS });
