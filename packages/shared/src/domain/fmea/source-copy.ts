/**
 * Copying a DFMEA's product net into an FMEA-MSR of the same product (issue 17 item 4): the structure elements, the
 * functions with their links, and the failures (FE with their severity, the chain severity basis) with their links.
 * Not the DFMEA's ratings, P-diagrams or DVP&R. Every copy names its source row, so that copying again after the
 * DFMEA changed adds only what is new: a source row with a copy is not copied again, a link is added only where both
 * its ends have copies and the target lacks it. A link that would close a cycle with what the target has is left out.
 */

import { cycleThrough, type Edge } from './net-rules';
import type { ElementType, FailureType } from './net-schema';

export interface SourceNet {
  elements: ReadonlyArray<{
    id: string;
    parentId: string | null;
    type: ElementType;
    name: string;
    number: string;
    sortOrder: number;
    partId: string | null;
  }>;
  functions: ReadonlyArray<{
    id: string;
    elementId: string;
    name: string;
    requirement: string;
    specialCharacteristic: 'CC' | 'SC' | null;
    sortOrder: number;
  }>;
  functionLinks: ReadonlyArray<{ higherId: string; lowerId: string }>;
  failures: ReadonlyArray<{ id: string; functionId: string; type: FailureType; name: string; severity: number | null }>;
  failureLinks: ReadonlyArray<{ causeId: string; effectId: string }>;
}

/** What the target already has: its copies by source id, and its links (between its own ids). */
export interface CopyTarget {
  elements: ReadonlyMap<string, string>;
  functions: ReadonlyMap<string, string>;
  failures: ReadonlyMap<string, string>;
  functionLinks: ReadonlyArray<{ higherId: string; lowerId: string }>;
  failureLinks: ReadonlyArray<{ causeId: string; effectId: string }>;
}

type Copied<T> = T & { sourceId: string };

export interface SourceCopyPlan {
  /** Parents before their children, siblings in the source's order; ids and parent ids are the target's. */
  elements: Array<Copied<Omit<SourceNet['elements'][number], 'sortOrder'>>>;
  functions: Array<Copied<Omit<SourceNet['functions'][number], 'sortOrder'>>>;
  functionLinks: Array<{ higherId: string; lowerId: string }>;
  failures: Array<Copied<SourceNet['failures'][number]>>;
  failureLinks: Array<{ causeId: string; effectId: string }>;
  /** The new FC → FM links: the chains that need a (not yet rated) risk row. */
  chains: Array<{ modeId: string; causeId: string }>;
  /** Links left out because they would close a cycle with the target's own links. */
  skippedLinks: number;
}

export function planSourceCopy(source: SourceNet, target: CopyTarget, newId: () => string): SourceCopyPlan {
  const elementIds = new Map(target.elements);
  const functionIds = new Map(target.functions);
  const failureIds = new Map(target.failures);

  // Elements in tree order, so a parent's copy exists before its children's.
  const children = new Map<string | null, Array<SourceNet['elements'][number]>>();
  const known = new Set(source.elements.map((e) => e.id));
  for (const element of source.elements) {
    const parent = element.parentId && known.has(element.parentId) ? element.parentId : null;
    const list = children.get(parent);
    if (list) list.push(element);
    else children.set(parent, [element]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  const elements: SourceCopyPlan['elements'] = [];
  const visit = (parentId: string | null) => {
    for (const { sortOrder: _, ...element } of children.get(parentId) ?? []) {
      if (!elementIds.has(element.id)) {
        const id = newId();
        elementIds.set(element.id, id);
        const parent = element.parentId ? (elementIds.get(element.parentId) ?? null) : null;
        elements.push({ ...element, id, parentId: parent, sourceId: element.id });
      }
      visit(element.id);
    }
  };
  visit(null);

  const functions: SourceCopyPlan['functions'] = [];
  for (const { sortOrder: _, ...fn } of [...source.functions].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const elementId = elementIds.get(fn.elementId);
    if (functionIds.has(fn.id) || !elementId) continue;
    const id = newId();
    functionIds.set(fn.id, id);
    functions.push({ ...fn, id, elementId, sourceId: fn.id });
  }

  const failures: SourceCopyPlan['failures'] = [];
  for (const failure of source.failures) {
    const functionId = functionIds.get(failure.functionId);
    if (failureIds.has(failure.id) || !functionId) continue;
    const id = newId();
    failureIds.set(failure.id, id);
    failures.push({ ...failure, id, functionId, sourceId: failure.id });
  }

  let skippedLinks = 0;
  const addLinks = <L>(
    links: ReadonlyArray<L>,
    existing: ReadonlyArray<L>,
    ids: ReadonlyMap<string, string>,
    ends: (link: L) => [string, string],
    make: (from: string, to: string) => L,
  ): L[] => {
    const have = new Set(existing.map((l) => ends(l).join('>')));
    const edges: Edge[] = existing.map((l) => {
      const [from, to] = ends(l);
      return { from, to };
    });
    const sourced = new Set(
      links.map((l) => {
        const [from, to] = ends(l);
        return `${ids.get(from)}>${ids.get(to)}`;
      }),
    );
    // While the target's links are all copies of the source's (acyclic) ones, adding more of them closes no cycle.
    const checkCycles = [...have].some((key) => !sourced.has(key));
    const added: L[] = [];
    for (const link of links) {
      const [from, to] = ends(link).map((end) => ids.get(end)) as [string | undefined, string | undefined];
      if (!from || !to || have.has(`${from}>${to}`)) continue;
      if (checkCycles && cycleThrough(edges, { from, to })) {
        skippedLinks++;
        continue;
      }
      have.add(`${from}>${to}`);
      edges.push({ from, to });
      added.push(make(from, to));
    }
    return added;
  };
  // Edges run lower → higher (a function link) and cause → effect (a failure link), as net-rules reads them.
  const functionLinks = addLinks(
    source.functionLinks,
    target.functionLinks,
    functionIds,
    (l) => [l.lowerId, l.higherId],
    (lowerId, higherId) => ({ higherId, lowerId }),
  );
  const failureLinks = addLinks(
    source.failureLinks,
    target.failureLinks,
    failureIds,
    (l) => [l.causeId, l.effectId],
    (causeId, effectId) => ({ causeId, effectId }),
  );

  const typeOf = new Map(source.failures.map((f) => [failureIds.get(f.id), f.type]));
  const chains = failureLinks
    .filter((l) => typeOf.get(l.causeId) === 'FC' && typeOf.get(l.effectId) === 'FM')
    .map((l) => ({ modeId: l.effectId, causeId: l.causeId }));
  return { elements, functions, functionLinks, failures, failureLinks, chains, skippedLinks };
}
