/** Texts of the new seven tools' association pages (added with the module's chunk, features/new-tools/texts.ts). */
export const newToolsAssociationZhCN = {} as const satisfies Record<string, string>;
