/** How the form sheet writes the parts of a chain into cell text, and reads them back. */
import type { Failure, FmeaFunction } from '@qis/shared';
import { PART_SEPARATOR } from './form-sheet-layout';

/** A function and its requirement on one line. */
export function functionText(fn: Pick<FmeaFunction, 'name' | 'requirement'> | null | undefined): string {
  if (!fn) return '';
  return fn.requirement ? `${fn.name}${PART_SEPARATOR}${fn.requirement}` : fn.name;
}

export function parseFunctionText(line: string): { name: string; requirement: string } {
  const at = line.indexOf(PART_SEPARATOR);
  if (at < 0) return { name: line.trim(), requirement: '' };
  return { name: line.slice(0, at).trim(), requirement: line.slice(at + 1).trim() };
}

/** A failure effect with its severity, as the FE column lists it. */
export function effectText(effect: Pick<Failure, 'name' | 'severity'>): string {
  return effect.severity === null ? effect.name : `${effect.name}（S=${effect.severity}）`;
}

export function parseEffectText(line: string): { name: string; severity: number | null } {
  const match = /^(.*)（S=(\d{1,2})）$/.exec(line.trim());
  if (!match) return { name: line.trim(), severity: null };
  return { name: (match[1] as string).trim(), severity: Number(match[2]) };
}

/** The non-empty lines of a cell. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A 1–10 rating from a cell, or null. */
export function ratingOf(text: string): number | null {
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= 10 ? value : null;
}
