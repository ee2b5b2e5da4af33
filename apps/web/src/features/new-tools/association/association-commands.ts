import {
  ASSOCIATION_MAX_EDGES,
  ASSOCIATION_MAX_NODES,
  type AssociationDiagram,
  AssociationDiagramSchema,
  type AssociationLabel,
  type AssociationNode,
  type AssociationNodeKind,
  DEFAULT_LABEL_COLORS,
  degreeLabels,
} from '@qis/shared';

// What the association editor's buttons, keys and drags do to the diagram and the selection. Pure: the editor
// commits the diagram of an outcome as one undo step and shows a refusal as a warning.

export type Selection = { kind: 'node' | 'edge'; id: string } | null;
export type Refusal = 'selfLoop' | 'duplicate' | 'tooManyNodes' | 'tooManyEdges';
export type Outcome = { diagram: AssociationDiagram; selection: Selection } | { refusal: Refusal };

export const createElementId = (prefix: 'n' | 'e') => `${prefix}-${crypto.randomUUID().slice(0, 13)}`;

export const findNode = (d: AssociationDiagram, id: string | null | undefined) =>
  id ? d.nodes.find((n) => n.id === id) : undefined;

/** The selection if it still names a node or an arrow of the diagram (after an undo it may not). */
export function validSelection(d: AssociationDiagram, selection: Selection): Selection {
  if (!selection) return null;
  const list: { id: string }[] = selection.kind === 'node' ? d.nodes : d.edges;
  return list.some((item) => item.id === selection.id) ? selection : null;
}

function updateNode(d: AssociationDiagram, id: string, change: (node: AssociationNode) => AssociationNode) {
  return { ...d, nodes: d.nodes.map((n) => (n.id === id ? change(n) : n)) };
}

/** Why an arrow from `from` to `to` cannot be drawn, or null when it can. */
export function connectRefusal(d: AssociationDiagram, from: string, to: string): Refusal | null {
  if (from === to) return 'selfLoop';
  if (d.edges.some((e) => e.from === from && e.to === to)) return 'duplicate';
  if (d.edges.length >= ASSOCIATION_MAX_EDGES) return 'tooManyEdges';
  return null;
}

/** Draws an arrow from a cause to its effect and selects it. */
export function connectCommand(d: AssociationDiagram, from: string, to: string, id: string): Outcome {
  const refusal = connectRefusal(d, from, to);
  if (refusal) return { refusal };
  return { diagram: { ...d, edges: [...d.edges, { id, from, to }] }, selection: { kind: 'edge', id } };
}

/**
 * Adds a problem or a cause and selects it. A cause added while a node is selected is drawn as a cause of that
 * node (an arrow from the new cause to it).
 */
export function addNodeCommand(
  d: AssociationDiagram,
  kind: AssociationNodeKind,
  text: string,
  ids: { node: string; edge: string },
  selection: Selection,
): Outcome {
  if (d.nodes.length >= ASSOCIATION_MAX_NODES) return { refusal: 'tooManyNodes' };
  const nodes = [...d.nodes, { id: ids.node, text, kind }];
  const effect = kind === 'cause' && selection?.kind === 'node' ? findNode(d, selection.id) : undefined;
  const edges =
    effect && d.edges.length < ASSOCIATION_MAX_EDGES
      ? [...d.edges, { id: ids.edge, from: ids.node, to: effect.id }]
      : d.edges;
  return { diagram: { nodes, edges }, selection: { kind: 'node', id: ids.node } };
}

/** Removes the selected node with its arrows, or the selected arrow; nothing is selected afterwards. */
export function removeCommand(d: AssociationDiagram, selection: Selection): Outcome | null {
  const selected = validSelection(d, selection);
  if (!selected) return null;
  if (selected.kind === 'edge') {
    return { diagram: { ...d, edges: d.edges.filter((e) => e.id !== selected.id) }, selection: null };
  }
  const diagram = {
    nodes: d.nodes.filter((n) => n.id !== selected.id),
    edges: d.edges.filter((e) => e.from !== selected.id && e.to !== selected.id),
  };
  return { diagram, selection: null };
}

export const renameNode = (d: AssociationDiagram, id: string, text: string) =>
  updateNode(d, id, (n) => ({ ...n, text }));

/** Places a node by hand (its top-left corner, kept on the drawing: never left of or above 0). */
export const placeNode = (d: AssociationDiagram, id: string, x: number, y: number) =>
  updateNode(d, id, (n) => ({ ...n, x: Math.max(0, Math.round(x)), y: Math.max(0, Math.round(y)) }));

/** Forgets every hand placement: the automatic layout places all nodes again. */
export function clearPlacements(d: AssociationDiagram): AssociationDiagram {
  if (d.nodes.every((n) => n.x === undefined && n.y === undefined)) return d;
  return { ...d, nodes: d.nodes.map(({ x: _x, y: _y, ...n }) => n) };
}

export const setNodeLabel = (d: AssociationDiagram, id: string, label: AssociationLabel) =>
  updateNode(d, id, (n) => ({ ...n, label }));

export const setNodeColor = (d: AssociationDiagram, id: string, color: string | undefined) =>
  updateNode(d, id, ({ color: _color, ...n }) => (color ? { ...n, color } : n));

/** Labels every node by its arrows (关键原因: only arrows out; 关键结果: only arrows in; else 一般). */
export function labelByDegreeCommand(d: AssociationDiagram): AssociationDiagram {
  const labels = degreeLabels(d);
  const label = (id: string) => labels.get(id)?.label ?? 'normal';
  if (d.nodes.every((n) => n.label === label(n.id))) return d;
  return { ...d, nodes: d.nodes.map((n) => ({ ...n, label: label(n.id) })) };
}

/** Colours every node by its label (a node without one as 一般). */
export function colorByLabelCommand(d: AssociationDiagram): AssociationDiagram {
  const color = (n: AssociationNode) => DEFAULT_LABEL_COLORS[n.label ?? 'normal'];
  if (d.nodes.every((n) => n.color === color(n))) return d;
  return { ...d, nodes: d.nodes.map((n) => ({ ...n, color: color(n) })) };
}

/**
 * The editor's diagram from a stored one: a diagram that does not pass the schema, or has no node yet (a new
 * file), starts with one problem named `problemText`.
 */
export function parseAssociation(stored: unknown, problemText: string): AssociationDiagram {
  const parsed = AssociationDiagramSchema.safeParse(stored);
  if (parsed.success && parsed.data.nodes.length > 0) return parsed.data;
  return { nodes: [{ id: 'problem', text: problemText, kind: 'problem' }], edges: [] };
}
