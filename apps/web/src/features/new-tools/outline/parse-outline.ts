import { PdpcDiagramSchema, type TreeDiagram, TreeDiagramSchema } from '@qis/shared';

/** The stored diagram of a tree or PDPC file, or a lone goal when it is not one (never saved as such unless edited). */
export function parseOutline(stored: unknown, kind: 'tree' | 'pdpc', goal: string): TreeDiagram {
  const parsed = (kind === 'tree' ? TreeDiagramSchema : PdpcDiagramSchema).safeParse(stored);
  return parsed.success ? parsed.data : { root: { id: 'root', text: goal, children: [] } };
}
