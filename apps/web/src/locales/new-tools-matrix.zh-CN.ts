/** Texts of the new seven tools' matrix pages (added with the module's chunk, features/new-tools/texts.ts). */
export const newToolsMatrixZhCN = {} as const satisfies Record<string, string>;
