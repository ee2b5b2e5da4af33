import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../shell/feedback';
import { ApiError } from '../../shell/http';

export type SaveState = 'generated' | 'saving' | 'saved';

/** A stored diagram layout with its version (null: none stored yet, the layout is generated). */
export interface StoredLayout<D> {
  version: number | null;
  diagram: D | null;
}

/** Where a layout is read from and saved to: a change is a drawn layout, or a reset (regenerate it on the server). */
export interface LayoutStore<D, R> {
  load: () => Promise<StoredLayout<D>>;
  store: (change: { version?: number; diagram?: D; reset?: R }) => Promise<StoredLayout<D>>;
}

/**
 * A stored diagram layout (a project's boundary diagram, a process's flow diagram) and its saving: the drawn layout is
 * saved as it changes, one save at a time with the version last read (a change made during a save is saved after
 * it). A refusal (another editor saved in between: 409) shows its message and loads what is stored. `source` must
 * stay the same object while its diagram is shown (memoize it on the diagram's id).
 */
export function useStoredLayout<D, R>(source: LayoutStore<D, R>) {
  const [loaded, setLoaded] = useState(false);
  const [diagram, setDiagram] = useState<D | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('generated');
  const version = useRef<number | null>(null);
  const busy = useRef(false);
  const queued = useRef<{ diagram?: D; reset?: R } | null>(null);

  const read = useCallback(async () => {
    const stored = await source.load();
    version.current = stored.version;
    setDiagram(stored.diagram);
    setSaveState(stored.diagram ? 'saved' : 'generated');
    setLoaded(true);
  }, [source]);

  useEffect(() => {
    read().catch(() => setLoaded(true));
  }, [read]);

  const flush = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      while (queued.current) {
        const next = queued.current;
        queued.current = null;
        setSaveState('saving');
        try {
          const saved = await source.store({
            ...(version.current === null ? {} : { version: version.current }),
            ...(next.reset !== undefined ? { reset: next.reset } : { diagram: next.diagram }),
          });
          version.current = saved.version;
          // A reset answers the layout the server made; a save keeps what is drawn (and was changed since).
          if (next.reset !== undefined) setDiagram(saved.diagram);
          setSaveState('saved');
        } catch (error) {
          queued.current = null;
          if (error instanceof ApiError) toast.error(error.message);
          await read().catch(() => undefined);
          return;
        }
      }
    } finally {
      busy.current = false;
    }
  }, [source, read]);

  /** Draws `next` at once and saves it. */
  const save = useCallback(
    (next: D) => {
      setDiagram(next);
      queued.current = { diagram: next };
      void flush();
    },
    [flush],
  );
  /** Regenerates the layout on the server. */
  const reset = useCallback(
    (how: R) => {
      queued.current = { reset: how };
      void flush();
    },
    [flush],
  );
  /** Reads the stored layout again, unless a save is under way (it reads it when refused). */
  const reload = useCallback(() => {
    if (!busy.current) read().catch(() => undefined);
  }, [read]);

  return { loaded, diagram, saveState, save, reset, reload };
}
