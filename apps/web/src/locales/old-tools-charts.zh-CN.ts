/** Texts of the old seven tools' Pareto, histogram and scatter pages (added with the module's chunk). */
export const oldToolsChartsZhCN = {} as const satisfies Record<string, string>;
