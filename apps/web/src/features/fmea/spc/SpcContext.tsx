import type { FormSheetRow } from '@qis/shared';
import { createContext, useContext, useEffect, useState } from 'react';
import { fetchControlPlanCharts } from '../control-plan-api';
import { chainFigure, type SpcFigures, spcFiguresOf } from './spc-figures';

/** The linked control charts' figures, for the form sheet's occurrence cells (PFMEA; empty elsewhere). */
export const SpcContext = createContext<SpcFigures>(new Map());

/** The chart figure beside a chain's O, if its characteristic links one. */
export function useChainFigure(row: FormSheetRow) {
  const figures = useContext(SpcContext);
  return figures.size === 0 ? null : chainFigure(figures, row);
}

/** Loads a PFMEA's linked charts' figures (nothing for other kinds). */
export function useSpcFigures(projectId: string, enabled: boolean): SpcFigures {
  const [figures, setFigures] = useState<SpcFigures>(new Map());
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchControlPlanCharts(projectId).then(
      (charts) => live && setFigures(spcFiguresOf(charts)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [projectId, enabled]);
  return figures;
}
