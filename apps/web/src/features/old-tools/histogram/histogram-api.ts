import { type HistogramChartBody, makeHistogramChart } from '@qis/shared';
import { callEndpoint } from '../../../shell/call-endpoint';
import { LONG_TIMEOUT_MS } from '../../../shell/http';

export const analyseHistogram = (body: HistogramChartBody) =>
  callEndpoint(makeHistogramChart, { body }, { timeout: LONG_TIMEOUT_MS });
