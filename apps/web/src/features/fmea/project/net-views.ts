import { descendantsOf, type FmeaNet, type StructureElement } from '@qis/shared';

/** Children of each element (null: the roots), siblings by sortOrder. */
export function childrenByParent(elements: readonly StructureElement[]): Map<string | null, StructureElement[]> {
  const children = new Map<string | null, StructureElement[]>();
  for (const element of elements) {
    const list = children.get(element.parentId);
    if (list) list.push(element);
    else children.set(element.parentId, [element]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sortOrder - b.sortOrder);
  return children;
}

/** Elements in tree order (parents before children) with their depth, for pickers. */
export function elementsInTreeOrder(
  elements: readonly StructureElement[],
): { element: StructureElement; depth: number }[] {
  const children = childrenByParent(elements);
  const out: { element: StructureElement; depth: number }[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const element of children.get(parentId) ?? []) {
      out.push({ element, depth });
      visit(element.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

export interface ElementRemoval {
  elements: number;
  interfaces: number;
  pDiagrams: number;
  functions: number;
  functionLinks: number;
  failures: number;
  failureLinks: number;
  risks: number;
  actions: number;
  dvp: number;
}

/**
 * What deleting an element takes with it (its descendants and everything hanging on them), as the server deletes it
 * (contract deleteDfmeaElement): counted from the loaded net for the confirmation.
 */
export function elementRemoval(net: FmeaNet, elementId: string): ElementRemoval {
  const elements = new Set([elementId, ...descendantsOf(net, elementId)]);
  const functions = new Set(net.functions.filter((f) => elements.has(f.elementId)).map((f) => f.id));
  const failures = new Set(net.failures.filter((f) => functions.has(f.functionId)).map((f) => f.id));
  const touches = (a: string, b: string) => failures.has(a) || failures.has(b);
  const actions = net.actions.filter((a) => touches(a.modeId, a.causeId));
  const actionIds = new Set(actions.map((a) => a.id));
  return {
    elements: elements.size - 1,
    interfaces: net.interfaces.filter((i) => elements.has(i.fromId) || elements.has(i.toId)).length,
    pDiagrams: net.pDiagrams.filter((p) => elements.has(p.elementId)).length,
    functions: functions.size,
    functionLinks: net.functionLinks.filter((l) => functions.has(l.higherId) || functions.has(l.lowerId)).length,
    failures: failures.size,
    failureLinks: net.failureLinks.filter((l) => touches(l.effectId, l.causeId)).length,
    risks: net.risks.filter((r) => touches(r.modeId, r.causeId)).length,
    actions: actions.length,
    dvp: net.dvp.filter(
      (d) =>
        (d.modeId && failures.has(d.modeId)) ||
        (d.causeId && failures.has(d.causeId)) ||
        (d.actionId && actionIds.has(d.actionId)),
    ).length,
  };
}

/** The first element in tree order (the picker's default), or null for an empty structure. */
export function firstElementId(elements: readonly StructureElement[]): string | null {
  return elementsInTreeOrder(elements)[0]?.element.id ?? null;
}

/** The first element in tree order whose functions have a failure mode (where failure analysis opens), or null. */
export function firstModeElementId(net: FmeaNet): string | null {
  const functionElement = new Map(net.functions.map((f) => [f.id, f.elementId]));
  const withModes = new Set(net.failures.filter((f) => f.type === 'FM').map((f) => functionElement.get(f.functionId)));
  return elementsInTreeOrder(net.elements).find(({ element }) => withModes.has(element.id))?.element.id ?? null;
}
