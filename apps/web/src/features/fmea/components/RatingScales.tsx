import { DEFAULT_DFMEA_SCALES, type RatingScales } from '@qis/shared';
import { createContext, useContext } from 'react';

/** The rating scales of the open project: its SOD standard's, or the default DFMEA scales while it has none. */
export interface ProjectScales {
  scales: RatingScales;
  /** True when the scales are the project's SOD standard (not the defaults). */
  fromStandard: boolean;
}

const ScalesContext = createContext<ProjectScales>({ scales: DEFAULT_DFMEA_SCALES, fromStandard: false });

export const RatingScalesProvider = ScalesContext.Provider;
export const useRatingScales = () => useContext(ScalesContext);
