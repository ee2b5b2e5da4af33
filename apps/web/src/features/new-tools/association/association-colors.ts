import { type AssociationNode, DEFAULT_LABEL_COLORS } from '@qis/shared';

// The colours of the association editor. A node's own colour wins; else a key cause or key result takes its label's
// colour; else problems and causes have their own.

export const PROBLEM_COLOR = '#d46b08';
export const CAUSE_COLOR = DEFAULT_LABEL_COLORS.normal;
export const ARROW_COLOR = '#8c8c8c';
export const TEXT_COLOR = '#262626';
export const SELECTED_COLOR = '#1677ff';
/** The cause chosen first while drawing an arrow with 连线. */
export const SOURCE_COLOR = '#52c41a';

export const isKeyLabel = (label: AssociationNode['label']): label is 'keyCause' | 'keyResult' =>
  label === 'keyCause' || label === 'keyResult';

export function nodeColor(node: AssociationNode): string {
  if (node.color) return node.color;
  if (isKeyLabel(node.label)) return DEFAULT_LABEL_COLORS[node.label];
  return node.kind === 'problem' ? PROBLEM_COLOR : CAUSE_COLOR;
}

/** `color` mixed with white: `amount` 0 keeps it, 1 is white. */
export function tint(color: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
  if (channels.some(Number.isNaN)) return '#ffffff';
  const mixed = channels.map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
