import type { AssociationDiagram, AssociationLabel } from './association';

/** A node's arrow counts and the label they give it. */
export interface AssociationDegree {
  id: string;
  /** Arrows coming in (this node is the effect). */
  inDegree: number;
  /** Arrows going out (this node is the cause). */
  outDegree: number;
  label: AssociationLabel;
}

/** Colour of each label in "按标签着色". */
export const DEFAULT_LABEL_COLORS: Record<AssociationLabel, string> = {
  keyCause: '#cf1322',
  keyResult: '#1677ff',
  normal: '#595959',
};

/**
 * The label a node's degrees give it. A relations diagram reads cause → effect, so:
 * - 关键原因 (keyCause): arrows only go out (outDegree ≥ 1, inDegree 0): a root cause nothing else explains;
 * - 关键结果 (keyResult): arrows only come in (inDegree ≥ 1, outDegree 0): an end result that causes nothing;
 * - 一般 (normal): everything else, isolated nodes included.
 */
export function labelByDegree(inDegree: number, outDegree: number): AssociationLabel {
  if (outDegree >= 1 && inDegree === 0) return 'keyCause';
  if (inDegree >= 1 && outDegree === 0) return 'keyResult';
  return 'normal';
}

/**
 * Counts each node's arrows and labels it by {@link labelByDegree}. The label stored on a node is ignored: this is
 * the computed one. Arrows that name a missing node are skipped; duplicate arrows count once each.
 */
export function degreeLabels(diagram: AssociationDiagram): Map<string, AssociationDegree> {
  const counts = new Map<string, { inDegree: number; outDegree: number }>();
  for (const node of diagram.nodes) counts.set(node.id, { inDegree: 0, outDegree: 0 });
  for (const edge of diagram.edges) {
    const cause = counts.get(edge.from);
    const effect = counts.get(edge.to);
    if (!cause || !effect || edge.from === edge.to) continue;
    cause.outDegree += 1;
    effect.inDegree += 1;
  }
  const result = new Map<string, AssociationDegree>();
  for (const [id, { inDegree, outDegree }] of counts) {
    result.set(id, { id, inDegree, outDegree, label: labelByDegree(inDegree, outDegree) });
  }
  return result;
}
