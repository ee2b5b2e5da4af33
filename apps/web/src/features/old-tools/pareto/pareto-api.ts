import { makeParetoChart, type ParetoChartBody } from '@qis/shared';
import { callEndpoint } from '../../../shell/call-endpoint';
import { LONG_TIMEOUT_MS } from '../../../shell/http';

export const analysePareto = (body: ParetoChartBody) =>
  callEndpoint(makeParetoChart, { body }, { timeout: LONG_TIMEOUT_MS });
