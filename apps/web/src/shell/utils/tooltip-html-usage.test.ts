import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Markup from data can only come from HTML written in strings (chart tooltips: ECharts inserts a formatter's answer
// as HTML). The web app writes such HTML in one place, tooltip-html.ts, which escapes every text it is given.

const SRC = join(import.meta.dirname, '../..');
const THE_ONE_PLACE = 'shell/utils/tooltip-html.ts';
const HTML_TAG = /<\/?(?:a|b|br|div|em|i|iframe|img|li|p|script|span|strong|style|table|td|tr|ul)\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A string, or a template literal with its substitutions, on its own: read left to right, as a tokenizer would.
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** The string and template literals of a source file that hold an HTML tag, as `file:line literal`. */
function htmlInStrings(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(LITERAL)]
    .filter((match) => HTML_TAG.test(match[0]))
    .map((match) => `${relative(SRC, path)}:${text.slice(0, match.index).split('\n').length} ${match[0]}`);
}

describe('HTML written in strings', () => {
  const files = sourceFiles(SRC);

  it('is written only by tooltipHtml, which escapes the texts it is given', () => {
    const elsewhere = files.filter((path) => relative(SRC, path) !== THE_ONE_PLACE).flatMap(htmlInStrings);
    expect(elsewhere).toEqual([]);
  });

  it('finds the tags tooltipHtml writes (the check reads the sources it means to)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(htmlInStrings(join(SRC, THE_ONE_PLACE)).length).toBeGreaterThan(0);
  });
});
