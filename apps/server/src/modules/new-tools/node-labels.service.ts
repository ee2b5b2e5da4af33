import {
  type AssociationDiagram,
  type AssociationLabel,
  NEW_TOOL_MESSAGES,
  type NewToolFileDto,
  type OutlineNode,
  type PdpcDiagram,
  type PdpcState,
} from '@qis/shared';
import { badRequest, notFound } from '../../platform/http/app-error';
import type { SpaceContext } from '../statistics';
import { type DiagramFile, diagramFileOf, writeDiagramFile } from './diagram-files';

export interface NodeLabelInput {
  id: string;
  version: number;
  nodeId: string;
  state?: PdpcState | null | undefined;
  label?: AssociationLabel | undefined;
}

const NOT_FOR = {
  label: '参数 label 无效：PDPC 图节点只能设置状态 state',
  state: '参数 state 无效：关联图节点只能设置标签 label',
} as const;

/** The outline with one node's state set (null: removed); undefined when no node has that id. */
function withState(node: OutlineNode, id: string, state: PdpcState | null): OutlineNode | undefined {
  if (node.id === id) {
    const { state: _previous, ...rest } = node;
    return state === null ? rest : { ...rest, state };
  }
  for (const [index, child] of node.children.entries()) {
    const changed = withState(child, id, state);
    if (changed) return { ...node, children: node.children.with(index, changed) };
  }
  return undefined;
}

function pdpcWithState(diagram: PdpcDiagram, input: NodeLabelInput): PdpcDiagram {
  if (input.label !== undefined) throw badRequest(NOT_FOR.label);
  if (input.state === undefined) throw badRequest('参数 state 无效：请提供状态（null 清除）');
  const root = withState(diagram.root, input.nodeId, input.state);
  if (!root) throw notFound(NEW_TOOL_MESSAGES.unknownNode);
  return { ...diagram, root };
}

function associationWithLabel(diagram: AssociationDiagram, input: NodeLabelInput): AssociationDiagram {
  if (input.state !== undefined) throw badRequest(NOT_FOR.state);
  const label = input.label;
  if (label === undefined) throw badRequest('参数 label 无效：请提供标签');
  if (!diagram.nodes.some((node) => node.id === input.nodeId)) throw notFound(NEW_TOOL_MESSAGES.unknownNode);
  return { ...diagram, nodes: diagram.nodes.map((node) => (node.id === input.nodeId ? { ...node, label } : node)) };
}

/** A PDPC node's state (null clears it) or an association node's label; other kinds have neither (400). */
export async function saveNodeLabel(ctx: SpaceContext, input: NodeLabelInput): Promise<NewToolFileDto> {
  const file = await diagramFileOf(ctx, input.id, ['pdpc', 'association']);
  const diagram =
    file.kind === 'pdpc'
      ? pdpcWithState((file as DiagramFile<'pdpc'>).diagram, input)
      : associationWithLabel((file as DiagramFile<'association'>).diagram, input);
  return writeDiagramFile(ctx, file, input.version, { diagram });
}
