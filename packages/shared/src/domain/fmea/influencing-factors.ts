/**
 * The influencing-factor library of the P-diagram: reusable noise factors of the five categories, control factors
 * and inputs, filed under part types like the knowledge base, and what a released net's P-diagrams contribute to it.
 * Ideal outputs come from the function library and error states from the failure modes, so neither is a category.
 */
import { elementPartTypes, normalizeKnowledgeText } from './knowledge';
import { type FmeaNet, NOISE_CATEGORIES, type PDiagram } from './net-schema';

export const FACTOR_CATEGORIES = [...NOISE_CATEGORIES, 'controlFactor', 'input'] as const;
export type FactorCategory = (typeof FACTOR_CATEGORIES)[number];
type NoiseCategory = (typeof NOISE_CATEGORIES)[number];

/** Items a P-diagram list holds at most (its schema's limit). */
export const P_DIAGRAM_ITEMS_MAX = 100;

const isNoise = (category: FactorCategory): category is NoiseCategory =>
  (NOISE_CATEGORIES as readonly string[]).includes(category);

type FactorLists = Pick<PDiagram, 'inputs' | 'noise' | 'controlFactors'>;

/** The items of a P-diagram in one factor category. */
export function pDiagramFactors(diagram: FactorLists, category: FactorCategory): string[] {
  if (isNoise(category)) return diagram.noise[category];
  return category === 'input' ? diagram.inputs : diagram.controlFactors;
}

/**
 * A list of the P-diagram with picked texts added at its end: a text already there (by normalized text) or blank is
 * passed over, and the list never grows past its limit. Answers the new list and the texts passed over as already
 * there.
 */
export function addPDiagramItems(
  current: readonly string[],
  picked: readonly string[],
): { items: string[]; skipped: string[] } {
  const items = [...current];
  const seen = new Set(current.map(normalizeKnowledgeText));
  const skipped: string[] = [];
  for (const text of picked) {
    const trimmed = text.trim();
    const key = normalizeKnowledgeText(trimmed);
    if (!key) continue;
    if (seen.has(key) || items.length >= P_DIAGRAM_ITEMS_MAX) {
      skipped.push(trimmed);
      continue;
    }
    seen.add(key);
    items.push(trimmed);
  }
  return { items, skipped };
}

/** One factor a net contributes. */
export interface FactorCandidate {
  category: FactorCategory;
  /** The part type of the P-diagram's element (nearest ancestor's when its part has none); null: none. */
  typeId: string | null;
  name: string;
  /** normalizeKnowledgeText of the name: factors are unique per category and part type by it. */
  key: string;
}

/**
 * What a net's P-diagrams contribute to the influencing-factor library: their noise factors, control factors and
 * inputs, each filed under the element's part type, deduplicated by (category, part type, normalized text); the
 * first spelling of a text is kept.
 */
export function factorsOfNet(
  net: Pick<FmeaNet, 'elements' | 'pDiagrams'>,
  partTypeOf: (partId: string) => string | null,
): FactorCandidate[] {
  const elementTypes = elementPartTypes(net.elements, partTypeOf);
  const found = new Map<string, FactorCandidate>();
  for (const diagram of net.pDiagrams) {
    const typeId = elementTypes.get(diagram.elementId) ?? null;
    for (const category of FACTOR_CATEGORIES)
      for (const item of pDiagramFactors(diagram, category)) {
        const name = item.trim();
        const key = normalizeKnowledgeText(name);
        const id = `${category}\u0000${typeId ?? ''}\u0000${key}`;
        if (key && !found.has(id)) found.set(id, { category, typeId, name, key });
      }
  }
  return [...found.values()];
}
