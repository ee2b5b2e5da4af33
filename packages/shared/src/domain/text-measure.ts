// Text width estimates for diagram layouts. The layout runs without a DOM (and in tests), so widths come from
// character classes; they err on the wide side so that real glyphs fit in the boxes made for them.

// Wide characters: CJK ideographs and punctuation, kana, Hangul, full-width forms.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

function charWidth(char: string): number {
  if (WIDE.test(char)) return 1;
  if (char === ' ') return 0.3;
  if (/[ilj.,:;'|!]/.test(char)) return 0.3;
  if (/[A-Z@%&#MW]/.test(char)) return 0.72;
  if (/[0-9]/.test(char)) return 0.58;
  if (/[a-z]/.test(char)) return 0.56;
  return (char.codePointAt(0) ?? 0) > 0x2000 ? 1 : 0.6;
}

/** Estimated width in pixels of one line of text. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return Math.ceil(em * fontSize * (bold ? 1.06 : 1));
}

/**
 * Breaks text into lines no wider than maxWidth: between any two wide characters (Chinese has no spaces), and
 * between words of narrow ones; a word wider than a line is broken where it has to be.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => textWidth(s, fontSize, bold) <= maxWidth;
  for (const token of text.match(/\n|[\x21-\x7e]+|./gu) ?? []) {
    if (token === '\n') {
      lines.push(line);
      line = '';
    } else if (fits(line + token)) {
      line += token;
    } else if (fits(token.trimStart())) {
      if (line.trim()) lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      for (const char of token) {
        if (line && !fits(line + char)) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += char;
      }
    }
  }
  lines.push(line.trimEnd());
  return lines;
}
