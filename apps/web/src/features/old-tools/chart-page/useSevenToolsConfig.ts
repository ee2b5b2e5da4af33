import { DEFAULT_SEVEN_TOOLS_CONFIG, getSevenToolsConfig, type SevenToolsConfigDto } from '@qis/shared';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../../shell/call-endpoint';

type ChartsConfig = Pick<SevenToolsConfigDto, 'decimals' | 'colors' | 'histogramBinRule'>;

/** The old seven tools' basic settings (decimals, chart colours, histogram bin rule): the defaults until they load. */
export function useSevenToolsConfig(): ChartsConfig {
  const [config, setConfig] = useState<ChartsConfig>(DEFAULT_SEVEN_TOOLS_CONFIG);
  useEffect(() => {
    let current = true;
    callEndpoint(getSevenToolsConfig, { query: { set: 'old' } }, { silent: true }).then(
      (loaded) => current && setConfig(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
