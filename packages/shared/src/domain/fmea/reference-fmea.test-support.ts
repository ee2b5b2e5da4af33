import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's own copy of the AIAG-VDA reference data (reference/fmea); for tests, which may read files. */
const REFERENCE_FMEA = fileURLToPath(new URL('../../../../../reference/fmea/', import.meta.url));

export function readReferenceFmea<T = unknown>(file: string): T {
  return JSON.parse(readFileSync(`${REFERENCE_FMEA}${file}`, 'utf8')) as T;
}
