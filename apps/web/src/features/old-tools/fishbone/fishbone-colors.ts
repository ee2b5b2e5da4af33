import type { FishboneCause, FishboneDiagram } from './fishbone-model';

// The colours a fishbone is drawn in: a cause without a colour of its own takes its parent's, a main bone without
// one the default bone colour.

export const DEFAULT_HEAD_COLOR = '#CF1322';
export const DEFAULT_BONE_COLOR = '#1D39C4';
export const SPINE_COLOR = '#262626';
export const CAUSE_TEXT_COLOR = '#262626';
export const SELECTED_COLOR = '#1677FF';
export const SELECTED_FILL = '#E6F4FF';
export const DROP_OK_COLOR = '#52C41A';
export const DROP_REFUSED_COLOR = '#FF4D4F';

/** The colour each cause is drawn in, by id. */
export function resolveColors(diagram: FishboneDiagram): Map<string, string> {
  const colors = new Map<string, string>();
  const walk = (list: FishboneCause[], inherited: string) => {
    for (const cause of list) {
      const color = cause.color ?? inherited;
      colors.set(cause.id, color);
      walk(cause.causes, color);
    }
  };
  walk(diagram.bones, DEFAULT_BONE_COLOR);
  return colors;
}

export function headColor(diagram: FishboneDiagram): string {
  return diagram.color ?? DEFAULT_HEAD_COLOR;
}

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

// WCAG relative luminance.
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextColor(background: string): string {
  const l = luminance(background);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) + 2 ? CAUSE_TEXT_COLOR : '#FFFFFF';
}
