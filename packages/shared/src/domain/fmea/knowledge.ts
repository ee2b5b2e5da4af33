/**
 * The FMEA knowledge base as a view of a net: what a released analysis contributes (functions with their
 * requirements, failure effects, modes and causes, the chains' current prevention and detection controls), each
 * filed under the part type of its structure element, and the key entries are deduplicated by.
 */
import type { FmeaNet } from './net-schema';

/** Kinds of knowledge entries: a function, a failure by its role, a current control by its type. */
export const KNOWLEDGE_CATEGORIES = ['function', 'FE', 'FM', 'FC', 'prevention', 'detection'] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

/**
 * Text as entries are compared: NFKC (full-width forms to ASCII), without whitespace (Chinese texts are spaced
 * around Latin words and figures or not, 材料选用 EPDM / 材料选用EPDM), lower case.
 */
export function normalizeKnowledgeText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/** The key an entry is deduplicated by within its category and part type: its text, a function's with its requirement. */
export function knowledgeKey(name: string, requirement = ''): string {
  const requirementKey = normalizeKnowledgeText(requirement);
  const nameKey = normalizeKnowledgeText(name);
  return requirementKey ? `${nameKey} | ${requirementKey}` : nameKey;
}

/** The single controls of a chain's control text: one per line or per semicolon (；or ;), blanks dropped. */
export function splitControls(text: string): string[] {
  return text
    .split(/[\r\n;；]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** One entry a net contributes. */
export interface KnowledgeCandidate {
  category: KnowledgeCategory;
  /** The part type it is filed under; null: none of its element's parts has a type. */
  typeId: string | null;
  name: string;
  /** A function's requirement; '' otherwise. */
  requirement: string;
  /** An effect's S (the highest the net gives it); null otherwise. */
  severity: number | null;
  key: string;
}

type KnowledgeNet = Pick<FmeaNet, 'elements' | 'functions' | 'failures' | 'risks'>;

/** Each element's part type: that of its own part, else of the nearest ancestor whose part has one. */
export function elementPartTypes(
  elements: readonly Pick<KnowledgeNet['elements'][number], 'id' | 'parentId' | 'partId'>[],
  partTypeOf: (partId: string) => string | null,
): Map<string, string | null> {
  const byId = new Map(elements.map((e) => [e.id, e]));
  const types = new Map<string, string | null>();
  const typeOf = (id: string, guard: number): string | null => {
    const known = types.get(id);
    if (known !== undefined) return known;
    const element = byId.get(id);
    if (!element) return null;
    const own = element.partId ? partTypeOf(element.partId) : null;
    const type = own ?? (element.parentId && guard > 0 ? typeOf(element.parentId, guard - 1) : null);
    types.set(id, type);
    return type;
  };
  for (const element of elements) typeOf(element.id, elements.length);
  return types;
}

/**
 * What a net contributes to the knowledge base, deduplicated by (category, part type, key): its functions, its
 * failures by role, and the single controls of its chains (filed with the cause's element). An effect entered twice
 * keeps the higher S; the first spelling of a key is kept.
 */
export function knowledgeOfNet(net: KnowledgeNet, partTypeOf: (partId: string) => string | null): KnowledgeCandidate[] {
  const elementTypes = elementPartTypes(net.elements, partTypeOf);
  const functionTypes = new Map(net.functions.map((f) => [f.id, elementTypes.get(f.elementId) ?? null]));
  const failureTypes = new Map(net.failures.map((f) => [f.id, functionTypes.get(f.functionId) ?? null]));
  const found = new Map<string, KnowledgeCandidate>();
  const add = (candidate: Omit<KnowledgeCandidate, 'key'>) => {
    const key = knowledgeKey(candidate.name, candidate.requirement);
    if (!key) return;
    const id = `${candidate.category}\u0000${candidate.typeId ?? ''}\u0000${key}`;
    const known = found.get(id);
    if (!known) found.set(id, { ...candidate, key });
    else if (candidate.severity !== null && (known.severity === null || candidate.severity > known.severity))
      known.severity = candidate.severity;
  };
  for (const f of net.functions)
    add({
      category: 'function',
      typeId: functionTypes.get(f.id) ?? null,
      name: f.name.trim(),
      requirement: f.requirement.trim(),
      severity: null,
    });
  for (const f of net.failures)
    add({
      category: f.type,
      typeId: failureTypes.get(f.id) ?? null,
      name: f.name.trim(),
      requirement: '',
      severity: f.type === 'FE' ? f.severity : null,
    });
  for (const risk of net.risks) {
    if (!failureTypes.has(risk.causeId)) continue;
    const typeId = failureTypes.get(risk.causeId) ?? null;
    for (const name of splitControls(risk.preventionControls))
      add({ category: 'prevention', typeId, name, requirement: '', severity: null });
    for (const name of splitControls(risk.detectionControls))
      add({ category: 'detection', typeId, name, requirement: '', severity: null });
  }
  return [...found.values()];
}
