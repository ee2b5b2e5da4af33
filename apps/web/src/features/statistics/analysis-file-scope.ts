import { createContext } from 'react';

/**
 * True inside the analysis-file routes (/processCapabilityAnalysis/:id …), whose id is an analysis file; false on the
 * tool routes, whose id is a data file. Its own module: the route table (always loaded) provides it.
 */
export const AnalysisFileContext = createContext(false);
