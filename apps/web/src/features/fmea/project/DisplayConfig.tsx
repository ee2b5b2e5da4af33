import { FMEA_KINDS, getPfmeaDisplayConfigure, type PfmeaDisplayConfig } from '@qis/shared';
import { createContext, useContext, useEffect, useState } from 'react';
import { callEndpoint } from '../../../shell/call-endpoint';
import { displayOf } from './display';
import { useFmeaKind } from './FmeaKindContext';
import './display-texts';

const Context = createContext<PfmeaDisplayConfig>(displayOf(FMEA_KINDS.dfmea, null));

/**
 * The display a project page is shown with: a PFMEA's reads this session's pFMEAConfigure once (silently: a caller
 * without the point keeps the defaults) and shows `fallback` until it has it, so no hidden node shows for a moment;
 * other kinds the defaults at once.
 */
export function DisplayConfigProvider({
  children,
  fallback,
}: {
  children: React.ReactNode;
  fallback: React.ReactNode;
}) {
  const kind = useFmeaKind();
  const pfmea = kind === FMEA_KINDS.pfmea;
  const [config, setConfig] = useState<PfmeaDisplayConfig | null>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!pfmea) return;
    let live = true;
    callEndpoint(getPfmeaDisplayConfigure, {}, { silent: true })
      .then(({ version: _version, ...display }) => live && setConfig(display))
      .catch(() => undefined)
      .finally(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [pfmea]);
  return <Context.Provider value={displayOf(kind, config)}>{!pfmea || settled ? children : fallback}</Context.Provider>;
}

export const useDisplayConfig = () => useContext(Context);
