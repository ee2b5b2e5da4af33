import { useCallback, useEffect, useRef, useState } from 'react';
import { type DiagramHistory, emptyHistory, recordChange, redoChange, undoChange } from './diagram-history';

/**
 * Undo/redo for a controlled diagram: every change goes out through `commit` (or undo/redo) to `onChange`. A value
 * the parent hands in that is not one this hook sent (another diagram loaded, a newer version from the server)
 * starts the history afresh.
 */
export function useDiagramHistory<T>(value: T, onChange: (next: T) => void) {
  const [history, setHistory] = useState<DiagramHistory<T>>(emptyHistory);
  const sent = useRef<T | null>(null);

  useEffect(() => {
    const last = sent.current;
    if (last && value !== last && JSON.stringify(value) !== JSON.stringify(last)) {
      sent.current = null;
      setHistory(emptyHistory);
    }
  }, [value]);

  const emit = useCallback(
    (next: T) => {
      sent.current = next;
      onChange(next);
    },
    [onChange],
  );

  const commit = useCallback(
    (next: T, mergeKey?: string) => {
      if (next === value) return;
      setHistory((h) => recordChange(h, value, mergeKey));
      emit(next);
    },
    [value, emit],
  );

  const undo = useCallback(() => {
    const step = undoChange(history, value);
    if (!step) return;
    setHistory(step.history);
    emit(step.diagram);
  }, [history, value, emit]);

  const redo = useCallback(() => {
    const step = redoChange(history, value);
    if (!step) return;
    setHistory(step.history);
    emit(step.diagram);
  }, [history, value, emit]);

  return { commit, undo, redo, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}
