import { oldToolsZhCN } from '../../../locales/old-tools.zh-CN';

// The fishbone (cause-and-effect, Ishikawa) diagram as data, and its edits. Every edit returns a new diagram and
// leaves its input untouched; an edit that cannot be made returns the input itself (`next === prev`).

export interface FishboneCause {
  id: string;
  text: string;
  color?: string;
  causes: FishboneCause[];
}

export interface FishboneDiagram {
  problem: string;
  color?: string;
  bones: FishboneCause[];
}

/** The problem head: the parent of the main bones. No cause has this id. */
export const ROOT = 'root';
/** Main bones are level 1, their causes level 2, and so on down to this level. */
export const MAX_DEPTH = 5;

export type IdGenerator = () => string;
export type MoveRefusal = 'notFound' | 'intoItself' | 'tooDeep';

let idCounter = 0;
export const createCauseId: IdGenerator = () =>
  `c${Date.now().toString(36)}${(idCounter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const texts = oldToolsZhCN;
const BONE_TEXTS = [
  texts['oldTools.fishbone.default.man'],
  texts['oldTools.fishbone.default.machine'],
  texts['oldTools.fishbone.default.material'],
  texts['oldTools.fishbone.default.method'],
  texts['oldTools.fishbone.default.environment'],
  texts['oldTools.fishbone.default.measurement'],
];

/** A new diagram: the problem head and the six 5M1E main bones 人、机、料、法、环、测. */
export function newFishbone(newId: IdGenerator = createCauseId): FishboneDiagram {
  return {
    problem: texts['oldTools.fishbone.default.problem'],
    bones: BONE_TEXTS.map((text) => ({ id: newId(), text, causes: [] })),
  };
}

interface Place {
  parentId: string;
  siblings: FishboneCause[];
  index: number;
  depth: number;
}

function locate(list: FishboneCause[], id: string, parentId: string, depth: number): Place | null {
  for (const [index, cause] of list.entries()) {
    if (cause.id === id) return { parentId, siblings: list, index, depth };
    const inner = locate(cause.causes, id, cause.id, depth + 1);
    if (inner) return inner;
  }
  return null;
}

function place(diagram: FishboneDiagram, id: string): Place | null {
  return locate(diagram.bones, id, ROOT, 1);
}

export function findCause(diagram: FishboneDiagram, id: string): FishboneCause | null {
  const found = place(diagram, id);
  return found ? (found.siblings[found.index] ?? null) : null;
}

/** The parent's id (ROOT for a main bone), or null for an unknown id. */
export function parentOf(diagram: FishboneDiagram, id: string): string | null {
  return place(diagram, id)?.parentId ?? null;
}

/** 0 for ROOT, 1 for a main bone, 2 for its causes…; null for an unknown id. */
export function depthOf(diagram: FishboneDiagram, id: string): number | null {
  return id === ROOT ? 0 : (place(diagram, id)?.depth ?? null);
}

/** How many levels a cause spans with its sub-causes (1 for a cause without any). */
export function subtreeDepth(cause: FishboneCause): number {
  return 1 + Math.max(0, ...cause.causes.map(subtreeDepth));
}

export function allCauseIds(diagram: FishboneDiagram): string[] {
  const ids: string[] = [];
  const walk = (list: FishboneCause[]) => {
    for (const cause of list) {
      ids.push(cause.id);
      walk(cause.causes);
    }
  };
  walk(diagram.bones);
  return ids;
}

function exists(diagram: FishboneDiagram, id: string): boolean {
  return id === ROOT || place(diagram, id) !== null;
}

// Copies the path down to the cause `id` and replaces that cause with fn(cause); null when `id` is not in the list.
function updateIn(
  list: FishboneCause[],
  id: string,
  fn: (cause: FishboneCause) => FishboneCause,
): FishboneCause[] | null {
  for (const [index, cause] of list.entries()) {
    const next = cause.id === id ? fn(cause) : updateCauses(cause, id, fn);
    if (next) return list.map((c, i) => (i === index ? next : c));
  }
  return null;
}

function updateCauses(cause: FishboneCause, id: string, fn: (cause: FishboneCause) => FishboneCause) {
  const causes = updateIn(cause.causes, id, fn);
  return causes ? { ...cause, causes } : null;
}

// Replaces the child list of `parentId` (ROOT: the main bones) with fn(list).
function updateChildren(
  diagram: FishboneDiagram,
  parentId: string,
  fn: (list: FishboneCause[]) => FishboneCause[],
): FishboneDiagram {
  if (parentId === ROOT) return { ...diagram, bones: fn(diagram.bones) };
  const bones = updateIn(diagram.bones, parentId, (cause) => ({ ...cause, causes: fn(cause.causes) }));
  return bones ? { ...diagram, bones } : diagram;
}

function insertAt<T>(list: T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** Whether a cause can be added under `parentId` (ROOT: a new main bone). */
export function canAddCause(diagram: FishboneDiagram, parentId: string): boolean {
  const depth = depthOf(diagram, parentId);
  return depth !== null && depth < MAX_DEPTH;
}

/** Adds a cause as the last child of `parentId` (ROOT: a new main bone). */
export function addCause(
  diagram: FishboneDiagram,
  parentId: string,
  text: string,
  id: string = createCauseId(),
): FishboneDiagram {
  if (!canAddCause(diagram, parentId) || exists(diagram, id)) return diagram;
  return updateChildren(diagram, parentId, (list) => [...list, { id, text, causes: [] }]);
}

/** Adds a cause right after `siblingId`, under the same parent. */
export function addSibling(
  diagram: FishboneDiagram,
  siblingId: string,
  text: string,
  id: string = createCauseId(),
): FishboneDiagram {
  const at = place(diagram, siblingId);
  if (!at || exists(diagram, id)) return diagram;
  return updateChildren(diagram, at.parentId, (list) => insertAt(list, at.index + 1, { id, text, causes: [] }));
}

/** Removes a cause with all its sub-causes. */
export function removeCause(diagram: FishboneDiagram, id: string): FishboneDiagram {
  const at = place(diagram, id);
  if (!at) return diagram;
  return updateChildren(diagram, at.parentId, (list) => list.filter((c) => c.id !== id));
}

/** Renames a cause; ROOT renames the problem. */
export function renameCause(diagram: FishboneDiagram, id: string, text: string): FishboneDiagram {
  if (id === ROOT) return diagram.problem === text ? diagram : { ...diagram, problem: text };
  const bones = updateIn(diagram.bones, id, (cause) => ({ ...cause, text }));
  return bones ? { ...diagram, bones } : diagram;
}

function withColor<T extends { color?: string }>(item: T, color: string | undefined): T {
  const { color: _old, ...rest } = item;
  return (color ? { ...rest, color } : rest) as T;
}

/** Sets the colour of a cause (ROOT: of the problem head); undefined goes back to the inherited colour. */
export function setColor(diagram: FishboneDiagram, id: string, color: string | undefined): FishboneDiagram {
  if (id === ROOT) return withColor(diagram, color);
  const bones = updateIn(diagram.bones, id, (cause) => withColor(cause, color));
  return bones ? { ...diagram, bones } : diagram;
}

/** Why `id` cannot move under `newParentId` (ROOT: to become a main bone), or null when it can. */
export function moveRefusal(diagram: FishboneDiagram, id: string, newParentId: string): MoveRefusal | null {
  const cause = findCause(diagram, id);
  const parentDepth = depthOf(diagram, newParentId);
  if (!cause || parentDepth === null) return 'notFound';
  if (newParentId === id || (newParentId !== ROOT && findCause({ problem: '', bones: [cause] }, newParentId))) {
    return 'intoItself';
  }
  return parentDepth + subtreeDepth(cause) > MAX_DEPTH ? 'tooDeep' : null;
}

/** Moves a cause with its sub-causes under `newParentId`, at `index` among its new siblings (default: last). */
export function moveCause(diagram: FishboneDiagram, id: string, newParentId: string, index?: number): FishboneDiagram {
  const cause = findCause(diagram, id);
  if (!cause || moveRefusal(diagram, id, newParentId)) return diagram;
  const without = removeCause(diagram, id);
  return updateChildren(without, newParentId, (list) => insertAt(list, index ?? list.length, cause));
}

function shift(diagram: FishboneDiagram, id: string, by: -1 | 1): FishboneDiagram {
  const at = place(diagram, id);
  const target = at ? at.index + by : -1;
  if (!at || target < 0 || target >= at.siblings.length) return diagram;
  return updateChildren(diagram, at.parentId, (list) => {
    const next = [...list];
    [next[at.index], next[target]] = [next[target] as FishboneCause, next[at.index] as FishboneCause];
    return next;
  });
}

/** Swaps a cause with its previous sibling. */
export const moveUp = (diagram: FishboneDiagram, id: string) => shift(diagram, id, -1);
/** Swaps a cause with its next sibling. */
export const moveDown = (diagram: FishboneDiagram, id: string) => shift(diagram, id, 1);

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isColor(value: unknown): value is string {
  return typeof value === 'string' && COLOR.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseCauses(value: unknown, depth: number, seen: Set<string>): FishboneCause[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || (value.length > 0 && depth > MAX_DEPTH)) return null;
  const causes: FishboneCause[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.text !== 'string') return null;
    if (!item.id || item.id === ROOT || seen.has(item.id)) return null;
    if (item.color !== undefined && !isColor(item.color)) return null;
    seen.add(item.id);
    const children = parseCauses(item.causes, depth + 1, seen);
    if (!children) return null;
    const cause: FishboneCause = { id: item.id, text: item.text, causes: children };
    causes.push(withColor(cause, item.color as string | undefined));
  }
  return causes;
}

/** The diagram in `value` (as read back from the server), or null when it is not a well-formed one. */
export function parseFishbone(value: unknown): FishboneDiagram | null {
  if (!isRecord(value) || typeof value.problem !== 'string') return null;
  if (value.color !== undefined && !isColor(value.color)) return null;
  const bones = parseCauses(value.bones, 1, new Set());
  if (!bones || !Array.isArray(value.bones)) return null;
  const diagram: FishboneDiagram = { problem: value.problem, bones };
  return withColor(diagram, value.color as string | undefined);
}
