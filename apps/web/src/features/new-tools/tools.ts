import type { FileKind } from '@qis/shared';
import type { MessageKey } from '../../locales';

export type NewToolKind = Extract<
  FileKind,
  'tree' | 'affinity' | 'arrow' | 'matrix' | 'association' | 'pdpc' | 'matrixAnalysis'
>;

export interface NewTool {
  kind: NewToolKind;
  /** The tool's page of one file opened from the workbench (modules spec, 'New seven tools'). */
  path: (id: string) => string;
  name: MessageKey;
  description: MessageKey;
  color: string;
}

/** The seven tools of the new set, in the order quality circles learn them. */
export const NEW_TOOLS: readonly NewTool[] = [
  {
    kind: 'association',
    path: (id) => `/myTools/association/${id}`,
    name: 'newTools.menu.association',
    description: 'newTools.tool.association.desc',
    color: '#cf1322',
  },
  {
    kind: 'affinity',
    path: (id) => `/affinity/${id}`,
    name: 'newTools.menu.affinity',
    description: 'newTools.tool.affinity.desc',
    color: '#d48806',
  },
  {
    kind: 'tree',
    path: (id) => `/myTools/tree/${id}`,
    name: 'newTools.menu.tree',
    description: 'newTools.tool.tree.desc',
    color: '#1677ff',
  },
  {
    kind: 'matrix',
    path: (id) => `/matrix/${id}`,
    name: 'newTools.menu.matrix',
    description: 'newTools.tool.matrix.desc',
    color: '#722ed1',
  },
  {
    kind: 'matrixAnalysis',
    path: (id) => `/tool_matrix/${id}`,
    name: 'newTools.menu.matrixAnalysis',
    description: 'newTools.tool.matrixAnalysis.desc',
    color: '#08979c',
  },
  {
    kind: 'pdpc',
    path: (id) => `/myTools/PDPC/${id}`,
    name: 'newTools.menu.pdpc',
    description: 'newTools.tool.pdpc.desc',
    color: '#389e0d',
  },
  {
    kind: 'arrow',
    path: (id) => `/myTools/arrow/${id}`,
    name: 'newTools.menu.arrow',
    description: 'newTools.tool.arrow.desc',
    color: '#c41d7f',
  },
];

export const newToolOfKind = (kind: string | null) => NEW_TOOLS.find((tool) => tool.kind === kind);
