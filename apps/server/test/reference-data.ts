import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's own copy of the reference data (reference/, kept equal to the workplace's by scripts/reference-copy.test.ts). */
export const REFERENCE_ROOT = fileURLToPath(new URL('../../../reference/', import.meta.url));

/** A JSON file of the repository's reference copy, by its path inside reference/ (e.g. 'fmea/ap-msr.json'). */
export function readReferenceJson<T = unknown>(file: string): T {
  return JSON.parse(readFileSync(`${REFERENCE_ROOT}${file}`, 'utf8')) as T;
}
