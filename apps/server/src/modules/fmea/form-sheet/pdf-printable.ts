/**
 * Text as the PDF's font can draw it. Noto Sans SC lacks a few signs engineers write (superscript and subscript
 * digits as in 10⁶, ⌀): those become their plain form marked '^' or '_' (10^6), other missing signs their NFKC form
 * where the font has that, so that no cell shows an empty box where the database holds a character.
 */
const SUPERSCRIPTS = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾]+/gu;
const SUBSCRIPTS = /[₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎]+/gu;
const REPLACEMENTS: Record<string, string> = { '⌀': 'Φ' };

export function printableText(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let missing = false;
  for (const char of text) {
    if (!hasGlyph(char.codePointAt(0) as number)) {
      missing = true;
      break;
    }
  }
  if (!missing) return text;
  const covered = (part: string) => [...part].every((char) => hasGlyph(char.codePointAt(0) as number));
  const marked = text
    .replace(SUPERSCRIPTS, (run) => (covered(run) ? run : `^${run.normalize('NFKC')}`))
    .replace(SUBSCRIPTS, (run) => (covered(run) ? run : `_${run.normalize('NFKC')}`));
  return [...marked]
    .map((char) => {
      if (hasGlyph(char.codePointAt(0) as number)) return char;
      const substitute = REPLACEMENTS[char] ?? char.normalize('NFKC');
      return covered(substitute) ? substitute : char;
    })
    .join('');
}
