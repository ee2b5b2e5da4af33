import type { FmeaFunction } from '@qis/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type CarriedCharacteristic, type DfmeaLinkage, fetchDfmeaLinkage } from '../../pfmea-links-api';

export interface LinkageState {
  linkage: DfmeaLinkage | null;
  /** The DFMEA characteristic each PFMEA function carries. */
  carriedByFunction: Map<string, CarriedCharacteristic>;
  set: (linkage: DfmeaLinkage) => void;
  refresh: () => Promise<void>;
}

/**
 * A PFMEA's DFMEA linkage (null while loading, or for another kind): read again whenever the project's functions
 * change, as a function deleted or carried elsewhere changes what is carried.
 */
export function useDfmeaLinkage(projectId: string, enabled: boolean, functions: readonly FmeaFunction[]): LinkageState {
  const [linkage, set] = useState<DfmeaLinkage | null>(null);
  const refresh = useCallback(async () => {
    if (!enabled) return;
    await fetchDfmeaLinkage(projectId)
      .then(set)
      .catch(() => undefined);
  }, [projectId, enabled]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the functions are the reason to read again.
  useEffect(() => {
    void refresh();
  }, [refresh, functions]);
  const carriedByFunction = useMemo(() => new Map((linkage?.carried ?? []).map((c) => [c.functionId, c])), [linkage]);
  return { linkage, carriedByFunction, set, refresh };
}
