import { FMEA_KINDS, getPfmeaDisplayConfigure, type PfmeaDisplayConfig } from '@qis/shared';
import { createContext, useContext, useEffect, useState } from 'react';
import { callEndpoint } from '../../../shell/call-endpoint';
import { displayOf } from './display';
import { useFmeaKind } from './FmeaKindContext';
import './display-texts';

const Context = createContext<PfmeaDisplayConfig>(displayOf(FMEA_KINDS.dfmea, null));

/**
 * The display a project page is shown with: a PFMEA's reads this session's pFMEAConfigure once (silently: a caller
 * without the point keeps the defaults), other kinds the defaults.
 */
export function DisplayConfigProvider({ children }: { children: React.ReactNode }) {
  const kind = useFmeaKind();
  const [config, setConfig] = useState<PfmeaDisplayConfig | null>(null);
  useEffect(() => {
    if (kind !== FMEA_KINDS.pfmea) return;
    let live = true;
    callEndpoint(getPfmeaDisplayConfigure, {}, { silent: true })
      .then(({ version: _version, ...display }) => live && setConfig(display))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind]);
  return <Context.Provider value={displayOf(kind, config)}>{children}</Context.Provider>;
}

export const useDisplayConfig = () => useContext(Context);
