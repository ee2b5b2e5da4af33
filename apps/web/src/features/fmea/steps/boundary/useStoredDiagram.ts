import type { BoundaryDiagram } from '@qis/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../../shell/feedback';
import { ApiError } from '../../../../shell/http';
import { FMEA_CHANGED_EVENT } from '../../../../shell/realtime/useRealtime';
import { fetchBoundaryDiagram, saveBoundaryDiagram } from '../../bom-boundary-api';

export type SaveState = 'generated' | 'saving' | 'saved';

/**
 * The project's stored boundary diagram and its saving: the drawn diagram is saved as it changes, one save at a time
 * with the version last read (a change made during a save is saved after it). A stale version (another editor saved
 * in between) loads theirs. When another team member changes the project, the stored diagram is read again.
 */
export function useStoredDiagram(projectId: string) {
  const [loaded, setLoaded] = useState(false);
  const [diagram, setDiagram] = useState<BoundaryDiagram | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('generated');
  const version = useRef<number | null>(null);
  const busy = useRef(false);
  const queued = useRef<{ diagram?: BoundaryDiagram; reset?: { focusId: string | null } } | null>(null);

  const read = useCallback(async () => {
    const stored = await fetchBoundaryDiagram(projectId);
    version.current = stored.version;
    setDiagram(stored.diagram);
    setSaveState(stored.diagram ? 'saved' : 'generated');
    setLoaded(true);
  }, [projectId]);

  useEffect(() => {
    read().catch(() => setLoaded(true));
  }, [read]);
  useEffect(() => {
    const onChanged = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      let changed: { projectId?: string } | null = null;
      try {
        changed = typeof detail === 'string' ? JSON.parse(detail) : (detail as typeof changed);
      } catch {
        changed = null;
      }
      if (changed?.projectId === projectId && !busy.current) read().catch(() => undefined);
    };
    window.addEventListener(FMEA_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(FMEA_CHANGED_EVENT, onChanged);
  }, [projectId, read]);

  const flush = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      while (queued.current) {
        const next = queued.current;
        queued.current = null;
        setSaveState('saving');
        try {
          const saved = await saveBoundaryDiagram({
            projectId,
            ...(version.current === null ? {} : { version: version.current }),
            ...(next.reset ? { reset: true, focusId: next.reset.focusId } : { diagram: next.diagram }),
          });
          version.current = saved.version;
          // A reset answers the layout the server made; a save keeps what is drawn (and was changed since).
          if (next.reset) setDiagram(saved.diagram);
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
  }, [projectId, read]);

  /** Draws `next` at once and saves it. */
  const save = useCallback(
    (next: BoundaryDiagram) => {
      setDiagram(next);
      queued.current = { diagram: next };
      void flush();
    },
    [flush],
  );
  /** Regenerates the layout from the structure (around `focusId`) on the server. */
  const reset = useCallback(
    (focusId: string | null) => {
      queued.current = { reset: { focusId } };
      void flush();
    },
    [flush],
  );

  return { loaded, diagram, saveState, save, reset };
}
