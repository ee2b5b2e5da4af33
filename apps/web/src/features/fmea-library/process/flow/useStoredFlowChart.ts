import type { ProcessFlowDiagram } from '@qis/shared';
import { useMemo } from 'react';
import { type LayoutStore, useStoredLayout } from '../../../diagram/useStoredLayout';
import { fetchFlowChart, saveFlowChart } from '../api';

export type { SaveState } from '../../../diagram/useStoredLayout';

/** A process's stored flow diagram and its saving (useStoredLayout); a reset regenerates it from the steps. */
export function useStoredFlowChart(processId: string) {
  const source = useMemo<LayoutStore<ProcessFlowDiagram, true>>(
    () => ({
      load: () => fetchFlowChart(processId),
      store: ({ version, diagram, reset }) =>
        saveFlowChart({
          processId,
          ...(version === undefined ? {} : { version }),
          ...(reset ? { reset: true } : { diagram }),
        }),
    }),
    [processId],
  );
  const stored = useStoredLayout(source);
  return { ...stored, reset: () => stored.reset(true) };
}
