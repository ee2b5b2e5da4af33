import { z } from 'zod';
import { HexColor } from '../../contracts/statistics-config';
import { NodeId, NodeText } from './outline';

// An association (relations, 关联图) diagram: problems and causes joined by arrows from cause to effect. Positions
// come from the automatic layout unless a node was placed by hand.

export const ASSOCIATION_MAX_NODES = 1_000;
export const ASSOCIATION_MAX_EDGES = 5_000;

export const ASSOCIATION_NODE_KINDS = ['problem', 'cause'] as const;
export type AssociationNodeKind = (typeof ASSOCIATION_NODE_KINDS)[number];
/** 关键原因 / 关键结果 / 一般: set by in/out degree (causalGraph label), or by hand. */
export const ASSOCIATION_LABELS = ['keyCause', 'keyResult', 'normal'] as const;
export type AssociationLabel = (typeof ASSOCIATION_LABELS)[number];

export interface AssociationNode {
  id: string;
  text: string;
  kind: AssociationNodeKind;
  label?: AssociationLabel | undefined;
  color?: string | undefined;
  /** Placed by hand (top-left corner); absent: where the layout puts it. */
  x?: number | undefined;
  y?: number | undefined;
}
export interface AssociationEdge {
  id: string;
  /** The cause. */
  from: string;
  /** Its effect. */
  to: string;
}
export interface AssociationDiagram {
  nodes: AssociationNode[];
  edges: AssociationEdge[];
}

export const AssociationDiagramSchema: z.ZodType<AssociationDiagram> = z
  .object({
    nodes: z
      .array(
        z.object({
          id: NodeId,
          text: NodeText,
          kind: z.enum(ASSOCIATION_NODE_KINDS, '节点类型须为 problem 或 cause'),
          label: z.enum(ASSOCIATION_LABELS, '标签须为 keyCause、keyResult 或 normal').optional(),
          color: HexColor.optional(),
          x: z.number().finite().optional(),
          y: z.number().finite().optional(),
        }),
      )
      .max(ASSOCIATION_MAX_NODES, `节点不能超过${ASSOCIATION_MAX_NODES}个`),
    edges: z
      .array(z.object({ id: NodeId, from: NodeId, to: NodeId }))
      .max(ASSOCIATION_MAX_EDGES, `箭头不能超过${ASSOCIATION_MAX_EDGES}条`),
  })
  .superRefine((diagram, context) => {
    const ids = new Set<string>();
    for (const node of diagram.nodes) {
      if (ids.has(node.id)) context.addIssue({ code: 'custom', message: `节点 id 重复：${node.id}`, path: ['nodes'] });
      ids.add(node.id);
    }
    for (const edge of diagram.edges) {
      if (!ids.has(edge.from) || !ids.has(edge.to)) {
        context.addIssue({ code: 'custom', message: `箭头 ${edge.id} 连接了不存在的节点`, path: ['edges'] });
      } else if (edge.from === edge.to) {
        context.addIssue({ code: 'custom', message: `箭头 ${edge.id} 不能指向自身`, path: ['edges'] });
      }
    }
  });
