import { CHART_STYLE_ENDPOINTS, type changePCHistogramStyle } from '@qis/shared';
import type { EndpointRequest } from '../../shell/call-endpoint';
import { callEndpoint } from '../../shell/call-endpoint';

/** Saved chart styles of analysis files; declarations in @qis/shared (statistics-chart-styles). */

/** Every style endpoint takes the same body: the file, the style and the file's version as read. */
type StyleBody = EndpointRequest<typeof changePCHistogramStyle>['body'];
export type StyledAnalysisKind = keyof typeof CHART_STYLE_ENDPOINTS;

/**
 * Saves one chart's style in an analysis file through its endpoint (changePCHistogramStyle, or the oneDollarReturn
 * call of that chart); answers the file with its new settings and version.
 */
export function saveChartStyle(kind: StyledAnalysisKind, key: string, body: StyleBody) {
  const endpoints: Record<string, typeof changePCHistogramStyle> = CHART_STYLE_ENDPOINTS[kind];
  const endpoint = endpoints[key];
  if (!endpoint) throw new Error(`no chart style endpoint for ${kind}/${key}`);
  return callEndpoint(endpoint, { body });
}
