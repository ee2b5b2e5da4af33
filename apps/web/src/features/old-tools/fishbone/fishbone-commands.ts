import {
  addCause,
  addSibling,
  canAddCause,
  type FishboneDiagram,
  findCause,
  moveCause,
  moveDown,
  moveRefusal,
  moveUp,
  parentOf,
  ROOT,
  removeCause,
} from './fishbone-model';

// What the editor's keys and buttons do to the diagram and the selection (a cause id, ROOT for the head, or null).

export type Refusal = 'tooDeep' | 'moveIntoItself' | 'moveTooDeep';
export type Outcome = { diagram: FishboneDiagram; selected: string | null } | { refusal: Refusal } | null;

/** The default texts of a new main bone and of a new cause. */
export interface NewTexts {
  bone: string;
  cause: string;
}

const known = (d: FishboneDiagram, id: string | null): id is string => !!id && (id === ROOT || !!findCause(d, id));

/** Adds a cause under the selection (a main bone when the head or nothing is selected) and selects it. */
export function addChildCommand(d: FishboneDiagram, selected: string | null, texts: NewTexts, id: string): Outcome {
  const parent = known(d, selected) ? selected : ROOT;
  if (!canAddCause(d, parent)) return { refusal: 'tooDeep' };
  return { diagram: addCause(d, parent, parent === ROOT ? texts.bone : texts.cause, id), selected: id };
}

/** Adds a cause after the selection, under the same parent, and selects it (a main bone when none is selected). */
export function addSiblingCommand(d: FishboneDiagram, selected: string | null, texts: NewTexts, id: string): Outcome {
  if (!known(d, selected) || selected === ROOT) return addChildCommand(d, ROOT, texts, id);
  const text = parentOf(d, selected) === ROOT ? texts.bone : texts.cause;
  return { diagram: addSibling(d, selected, text, id), selected: id };
}

/** Removes the selected cause with its sub-causes; selects the next sibling, else the previous one, else the parent. */
export function removeCommand(d: FishboneDiagram, selected: string | null): Outcome {
  if (!known(d, selected) || selected === ROOT) return null;
  const parent = parentOf(d, selected) ?? ROOT;
  const siblings = parent === ROOT ? d.bones : (findCause(d, parent)?.causes ?? []);
  const index = siblings.findIndex((c) => c.id === selected);
  const next = siblings[index + 1]?.id ?? siblings[index - 1]?.id ?? parent;
  return { diagram: removeCause(d, selected), selected: next };
}

/** Moves a cause under `target` (dropped onto it), or says why it cannot go there. */
export function dropCommand(d: FishboneDiagram, id: string, target: string): Outcome {
  if (id === target || parentOf(d, id) === target) return null;
  const refusal = moveRefusal(d, id, target);
  if (refusal === 'notFound') return null;
  if (refusal) return { refusal: refusal === 'intoItself' ? 'moveIntoItself' : 'moveTooDeep' };
  return { diagram: moveCause(d, id, target), selected: id };
}

/** Moves the selection one place up (-1) or down (1) among its siblings. */
export function shiftCommand(d: FishboneDiagram, selected: string | null, by: -1 | 1): Outcome {
  if (!known(d, selected) || selected === ROOT) return null;
  const diagram = by < 0 ? moveUp(d, selected) : moveDown(d, selected);
  return diagram === d ? null : { diagram, selected };
}
