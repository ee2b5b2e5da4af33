/** Rules of the function and failure nets that server and web apply alike. */
import type { FmeaNet } from './net-schema';

export const FMEA_NET_MESSAGES = {
  functionCycle: '功能关系不能形成循环',
  failureCycle: '失效关系不能形成循环',
  selfLink: '不能与自身建立关系',
} as const;

export interface Edge {
  from: string;
  to: string;
}

/**
 * The path `added.to → … → added.from` that adding `added` would close into a cycle, or null. Edges are directed
 * (a function link lower → higher, a failure link cause → effect).
 */
export function cycleThrough(edges: readonly Edge[], added: Edge): string[] | null {
  if (added.from === added.to) return [added.from];
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const list = next.get(edge.from);
    if (list) list.push(edge.to);
    else next.set(edge.from, [edge.to]);
  }
  // Depth-first from the new edge's head, looking for its tail; `cameFrom` rebuilds the path.
  const cameFrom = new Map<string, string>([[added.to, '']]);
  const stack = [added.to];
  while (stack.length > 0) {
    const node = stack.pop() as string;
    if (node === added.from) {
      const path = [node];
      for (let at = cameFrom.get(node); at; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const target of next.get(node) ?? []) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, node);
      stack.push(target);
    }
  }
  return null;
}

/** The function net's edges, lower → higher. */
export function functionEdges(net: Pick<FmeaNet, 'functionLinks'>): Edge[] {
  return net.functionLinks.map((link) => ({ from: link.lowerId, to: link.higherId }));
}

/** The failure net's edges, cause → effect. */
export function failureEdges(net: Pick<FmeaNet, 'failureLinks'>): Edge[] {
  return net.failureLinks.map((link) => ({ from: link.causeId, to: link.effectId }));
}

/** The effects a failure leads to directly. */
export function effectsOf(net: Pick<FmeaNet, 'failureLinks'>, failureId: string): string[] {
  return net.failureLinks.filter((link) => link.causeId === failureId).map((link) => link.effectId);
}

/** The causes leading directly to a failure. */
export function causesOf(net: Pick<FmeaNet, 'failureLinks'>, failureId: string): string[] {
  return net.failureLinks.filter((link) => link.effectId === failureId).map((link) => link.causeId);
}

/** S of the chains under a failure mode: the highest S among the effects it leads to, or null while none is rated. */
export function chainSeverity(net: Pick<FmeaNet, 'failureLinks' | 'failures'>, modeId: string): number | null {
  const severities = new Map(net.failures.map((failure) => [failure.id, failure.severity]));
  let highest: number | null = null;
  for (const effectId of effectsOf(net, modeId)) {
    const severity = severities.get(effectId);
    if (severity != null && (highest === null || severity > highest)) highest = severity;
  }
  return highest;
}

/** What deleting a function takes with it, as the confirmation names it and the server deletes it. */
export interface FunctionRemoval {
  /** Functions linked to or from it lose that link. */
  functionLinks: number;
  /** Its failures (deleted, or moved to another function of the same element when the user chooses so). */
  failures: string[];
  /** Failure links, chain risks and actions of those failures (deleted only when the failures are). */
  failureLinks: number;
  risks: number;
  actions: number;
}

export function functionRemoval(net: FmeaNet, functionId: string): FunctionRemoval {
  const failures = net.failures.filter((failure) => failure.functionId === functionId).map((failure) => failure.id);
  const gone = new Set(failures);
  const touches = (a: string, b: string) => gone.has(a) || gone.has(b);
  return {
    functionLinks: net.functionLinks.filter((link) => link.higherId === functionId || link.lowerId === functionId)
      .length,
    failures,
    failureLinks: net.failureLinks.filter((link) => touches(link.effectId, link.causeId)).length,
    risks: net.risks.filter((risk) => touches(risk.modeId, risk.causeId)).length,
    actions: net.actions.filter((action) => touches(action.modeId, action.causeId)).length,
  };
}

/** Every descendant of a structure element (not itself), depth first. */
export function descendantsOf(net: Pick<FmeaNet, 'elements'>, elementId: string): string[] {
  const children = new Map<string, string[]>();
  for (const element of net.elements) {
    if (element.parentId === null) continue;
    const list = children.get(element.parentId);
    if (list) list.push(element.id);
    else children.set(element.parentId, [element.id]);
  }
  const found: string[] = [];
  const stack = [...(children.get(elementId) ?? [])];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    found.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}
