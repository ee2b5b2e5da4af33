import { DEFAULT_STATISTICS_CONFIG, type StatisticsConfigDto } from '@qis/shared';
import { useEffect, useState } from 'react';
import { fetchStatisticsConfig } from '../api';

let cached: Promise<StatisticsConfigDto> | undefined;

/** The tenant's module settings (decimals, colours, bin rule), read once per page load; defaults until they arrive. */
export function useStatisticsConfig(): StatisticsConfigDto {
  const [config, setConfig] = useState<StatisticsConfigDto>({ ...DEFAULT_STATISTICS_CONFIG, version: 0 });
  useEffect(() => {
    cached ??= fetchStatisticsConfig().catch((error) => {
      cached = undefined;
      throw error;
    });
    let current = true;
    cached.then((loaded) => current && setConfig(loaded)).catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return config;
}

/** After the settings are saved: the next page reads them again. */
export function forgetStatisticsConfig() {
  cached = undefined;
}
