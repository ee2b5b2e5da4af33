import { FMEA_KIND_POINT, FMEA_KINDS, type FmeaKind } from '@qis/shared';
import { createContext, useContext, useMemo } from 'react';
import { type FmeaApi, fmeaApi } from '../kind-api';
import { KIND_PATHS } from './kind-paths';

/**
 * The FMEA kind of the pages below (DFMEA, PFMEA; MSR next): which calls their screens make. The DFMEA's pages need
 * no provider: DFMEA is the default.
 */
interface FmeaKindState {
  kind: FmeaKind;
  api: FmeaApi;
}

const Context = createContext<FmeaKindState>({ kind: FMEA_KINDS.dfmea, api: fmeaApi(FMEA_KINDS.dfmea) });

export function FmeaKindProvider({ kind, children }: { kind: FmeaKind; children: React.ReactNode }) {
  const value = useMemo(() => ({ kind, api: fmeaApi(kind) }), [kind]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useFmeaKind = (): FmeaKind => useContext(Context).kind;

/** The calls of the current kind's projects. */
export const useFmeaApi = (): FmeaApi => useContext(Context).api;

/** The "my FMEA" point of the current kind (its actions gate the buttons). */
export const useFmeaKindPoint = (): string => FMEA_KIND_POINT[useFmeaKind()].key;

/** The routes of the current kind's pages. */
export const useKindPaths = () => KIND_PATHS[useFmeaKind()];
