/** Escapes LIKE/ILIKE wildcards (and the escape character) so a search text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
