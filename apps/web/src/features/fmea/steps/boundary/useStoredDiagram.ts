import type { BoundaryDiagram } from '@qis/shared';
import { useEffect, useMemo } from 'react';
import { FMEA_CHANGED_EVENT } from '../../../../shell/realtime/useRealtime';
import { type LayoutStore, useStoredLayout } from '../../../diagram/useStoredLayout';
import { useDesignApi } from '../../bom-boundary-api';

export type { SaveState } from '../../../diagram/useStoredLayout';

/**
 * The project's stored boundary diagram and its saving (useStoredLayout); a reset regenerates it around a focus
 * element. When another team member changes the project, the stored diagram is read again.
 */
export function useStoredDiagram(projectId: string) {
  const { fetchBoundaryDiagram, saveBoundaryDiagram } = useDesignApi();
  const source = useMemo<LayoutStore<BoundaryDiagram, { focusId: string | null }>>(
    () => ({
      load: () => fetchBoundaryDiagram(projectId),
      store: ({ version, diagram, reset }) =>
        saveBoundaryDiagram({
          projectId,
          ...(version === undefined ? {} : { version }),
          ...(reset ? { reset: true, focusId: reset.focusId } : { diagram }),
        }),
    }),
    [projectId, fetchBoundaryDiagram, saveBoundaryDiagram],
  );
  const stored = useStoredLayout(source);
  const { reload } = stored;
  useEffect(() => {
    const onChanged = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      let changed: { projectId?: string } | null = null;
      try {
        changed = typeof detail === 'string' ? JSON.parse(detail) : (detail as typeof changed);
      } catch {
        changed = null;
      }
      if (changed?.projectId === projectId) reload();
    };
    window.addEventListener(FMEA_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(FMEA_CHANGED_EVENT, onChanged);
  }, [projectId, reload]);
  return {
    ...stored,
    reset: (focusId: string | null) => stored.reset({ focusId }),
  };
}
