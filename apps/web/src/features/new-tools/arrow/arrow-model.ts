import type { ArrowActivityInput, ArrowDiagramDoc } from '@qis/shared';
import { columnLetter } from '@qis/stats/sheet';

// Edits of an arrow diagram's activity list, each returning a new diagram.

/** The next free code: A, B, …, Z, AA, … */
export function nextActivityId(diagram: ArrowDiagramDoc): string {
  const taken = new Set(diagram.activities.map((a) => a.id));
  for (let index = 0; ; index++) {
    const id = columnLetter(index);
    if (!taken.has(id)) return id;
  }
}

/** Adds an activity after the last one; its predecessor is the last activity, as plans are mostly written in order. */
export function addActivity(diagram: ArrowDiagramDoc, name: string): ArrowDiagramDoc {
  const last = diagram.activities.at(-1);
  const activity: ArrowActivityInput = {
    id: nextActivityId(diagram),
    name,
    duration: 1,
    predecessors: last ? [last.id] : [],
  };
  return { ...diagram, activities: [...diagram.activities, activity] };
}

export const updateActivity = (
  diagram: ArrowDiagramDoc,
  id: string,
  change: Partial<Omit<ArrowActivityInput, 'id'>>,
) => ({
  ...diagram,
  activities: diagram.activities.map((a) => (a.id === id ? { ...a, ...change } : a)),
});

/** Removes an activity; those that waited for it now wait for its own predecessors instead. */
export function removeActivity(diagram: ArrowDiagramDoc, id: string): ArrowDiagramDoc {
  const removed = diagram.activities.find((a) => a.id === id);
  if (!removed) return diagram;
  return {
    ...diagram,
    activities: diagram.activities
      .filter((a) => a.id !== id)
      .map((a) =>
        a.predecessors.includes(id)
          ? { ...a, predecessors: [...new Set([...a.predecessors.filter((p) => p !== id), ...removed.predecessors])] }
          : a,
      ),
  };
}
