// Undo/redo over whole diagrams (any immutable value). A change recorded with the same merge key as the one before it (the colour being
// dragged through the picker, the text of a cause just added) joins that step instead of making its own.

export interface DiagramHistory<T> {
  past: T[];
  future: T[];
  mergeKey: string | null;
}

export const HISTORY_LIMIT = 100;

export const emptyHistory: DiagramHistory<never> = { past: [], future: [], mergeKey: null };

/** Records that the diagram was `previous` before the change being made. */
export function recordChange<T>(history: DiagramHistory<T>, previous: T, mergeKey?: string): DiagramHistory<T> {
  if (mergeKey && mergeKey === history.mergeKey && history.past.length > 0) {
    return { ...history, future: [] };
  }
  return { past: [...history.past, previous].slice(-HISTORY_LIMIT), future: [], mergeKey: mergeKey ?? null };
}

/** The diagram before the last change, or null when there is nothing to undo. */
export function undoChange<T>(history: DiagramHistory<T>, current: T) {
  const diagram = history.past.at(-1);
  if (!diagram) return null;
  return {
    diagram,
    history: { past: history.past.slice(0, -1), future: [current, ...history.future], mergeKey: null },
  };
}

/** The diagram the last undo went back from, or null when there is nothing to redo. */
export function redoChange<T>(history: DiagramHistory<T>, current: T) {
  const [diagram, ...future] = history.future;
  if (!diagram) return null;
  return { diagram, history: { past: [...history.past, current], future, mergeKey: null } };
}
