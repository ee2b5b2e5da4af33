import type { FileKind } from '@qis/shared';
import type { MessageKey } from '../../locales';

export interface OldTool {
  kind: Extract<FileKind, 'controlChart' | 'scatterChart' | 'permutationChart' | 'fishboneDiagram' | 'histogramChart'>;
  /** The tool's page of one file: `/myOldTools/${route}/${id}`. */
  route: string;
  name: MessageKey;
  description: MessageKey;
  color: string;
}

/** The five charts of the old seven tools (modules spec: /myOldTools/{controlChart|…}/{id}). */
export const OLD_TOOLS: readonly OldTool[] = [
  {
    kind: 'fishboneDiagram',
    route: 'fishboneDiagram',
    name: 'oldTools.tool.fishboneDiagram',
    description: 'oldTools.tool.fishboneDiagram.desc',
    color: '#fa541c',
  },
  {
    kind: 'controlChart',
    route: 'controlChart',
    name: 'oldTools.tool.controlChart',
    description: 'oldTools.tool.controlChart.desc',
    color: '#1677ff',
  },
  {
    kind: 'permutationChart',
    route: 'permutationChart',
    name: 'oldTools.tool.permutationChart',
    description: 'oldTools.tool.permutationChart.desc',
    color: '#722ed1',
  },
  {
    kind: 'histogramChart',
    route: 'histogramChart',
    name: 'oldTools.tool.histogramChart',
    description: 'oldTools.tool.histogramChart.desc',
    color: '#13a8a8',
  },
  {
    kind: 'scatterChart',
    route: 'scatterChart',
    name: 'oldTools.tool.scatterChart',
    description: 'oldTools.tool.scatterChart.desc',
    color: '#52c41a',
  },
];

export const toolOfKind = (kind: string | null) => OLD_TOOLS.find((tool) => tool.kind === kind);
