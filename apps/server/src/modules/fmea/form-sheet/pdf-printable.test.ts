import { describe, expect, it } from 'vitest';
import { printableText } from './pdf-printable';

// A font that, like Noto Sans SC, has ¹²³ but not the other superscripts, nor subscripts, nor ⌀.
const lacking = new Set([...'⁰⁴⁵⁶⁷⁸⁹⁺⁻₀₁₂₃⌀'].map((char) => char.codePointAt(0)));
const hasGlyph = (codePoint: number) => !lacking.has(codePoint);

describe('printableText', () => {
  it('keeps text the font can draw as it is', () => {
    expect(printableText('疲劳 10² 次，Φ54 ±0.05 mm，≥ 10%', hasGlyph)).toBe('疲劳 10² 次，Φ54 ±0.05 mm，≥ 10%');
  });

  it('writes missing superscripts and subscripts as ^ and _ runs, never as a bare number', () => {
    expect(printableText('疲劳 10⁶ 次无裂纹', hasGlyph)).toBe('疲劳 10^6 次无裂纹');
    expect(printableText('10⁻⁶ 失效率', hasGlyph)).toBe('10^−6 失效率');
    expect(printableText('CO₂ 保护焊', hasGlyph)).toBe('CO_2 保护焊');
  });

  it('replaces other missing signs with a drawable equivalent', () => {
    expect(printableText('⌀54 缸孔', hasGlyph)).toBe('Φ54 缸孔');
  });
});
