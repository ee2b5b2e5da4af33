import type { ProcessFlowDiagram } from '@qis/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../../shell/feedback';
import { ApiError } from '../../../../shell/http';
import { fetchFlowChart, saveFlowChart } from '../api';

export type SaveState = 'generated' | 'saving' | 'saved';

/**
 * A process's stored flow diagram and its saving: the drawn diagram is saved as it changes, one save at a time with
 * the version last read (a change made during a save is saved after it). A refusal (another editor saved in between:
 * 409) shows its message and loads what is stored.
 */
export function useStoredFlowChart(processId: string) {
  const [loaded, setLoaded] = useState(false);
  const [diagram, setDiagram] = useState<ProcessFlowDiagram | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('generated');
  const version = useRef<number | null>(null);
  const busy = useRef(false);
  const queued = useRef<{ diagram?: ProcessFlowDiagram; reset?: true } | null>(null);

  const read = useCallback(async () => {
    const stored = await fetchFlowChart(processId);
    version.current = stored.version;
    setDiagram(stored.diagram);
    setSaveState(stored.diagram ? 'saved' : 'generated');
    setLoaded(true);
  }, [processId]);

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
          const saved = await saveFlowChart({
            processId,
            ...(version.current === null ? {} : { version: version.current }),
            ...(next.reset ? { reset: true } : { diagram: next.diagram as ProcessFlowDiagram }),
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
  }, [processId, read]);

  /** Draws `next` at once and saves it. */
  const save = useCallback(
    (next: ProcessFlowDiagram) => {
      setDiagram(next);
      queued.current = { diagram: next };
      void flush();
    },
    [flush],
  );
  /** Regenerates the diagram from the steps on the server. */
  const reset = useCallback(() => {
    queued.current = { reset: true };
    void flush();
  }, [flush]);

  return { loaded, diagram, saveState, save, reset };
}
