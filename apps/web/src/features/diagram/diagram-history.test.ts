import { describe, expect, it } from 'vitest';
import { type FishboneDiagram, ROOT, renameCause } from '../old-tools/fishbone/fishbone-model';
import {
  type DiagramHistory,
  emptyHistory,
  HISTORY_LIMIT,
  recordChange,
  redoChange,
  undoChange,
} from './diagram-history';

const v = (problem: string): FishboneDiagram => ({ problem, bones: [] });

describe('fishbone history', () => {
  it('undoes and redoes changes in order', () => {
    const [a, b, c] = [v('a'), v('b'), v('c')];
    let h = recordChange(emptyHistory, a);
    h = recordChange(h, b); // now at c
    const back = undoChange(h, c);
    expect(back?.diagram).toBe(b);
    const back2 = undoChange(back?.history ?? h, b);
    expect(back2?.diagram).toBe(a);
    expect(undoChange(back2?.history ?? h, a)).toBeNull();
    const forward = redoChange(back2?.history ?? h, a);
    expect(forward?.diagram).toBe(b);
    expect(redoChange(forward?.history ?? h, b)?.diagram).toBe(c);
  });

  it('forgets what could be redone once a new change is made', () => {
    const [a, b] = [v('a'), v('b')];
    const undone = undoChange(recordChange(emptyHistory, a), b);
    const h = recordChange(undone?.history ?? emptyHistory, a);
    expect(redoChange(h, v('x'))).toBeNull();
  });

  it('joins changes with the same merge key into one step', () => {
    const a = v('a');
    let h = recordChange(emptyHistory, a, 'color:b1');
    h = recordChange(h, renameCause(a, ROOT, 'a1'), 'color:b1');
    h = recordChange(h, renameCause(a, ROOT, 'a2'), 'color:b1');
    expect(h.past).toEqual([a]);
    h = recordChange(h, renameCause(a, ROOT, 'a3'), 'color:b2');
    expect(h.past).toHaveLength(2);
    // After an undo the next change starts a step of its own, whatever its key.
    const undone = undoChange(h, v('now'));
    expect(recordChange(undone?.history ?? h, v('x'), 'color:b1').past).toHaveLength(2);
  });

  it('keeps at most the last HISTORY_LIMIT steps', () => {
    let h: DiagramHistory<FishboneDiagram> = emptyHistory;
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = recordChange(h, v(String(i)));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]?.problem).toBe('20');
  });
});
