import { expect, it } from 'vitest';
import { DEFAULT_DFMEA_SCALES, DEFAULT_MSR_SCALES, DEFAULT_PFMEA_SCALES, type RatingScales } from './rating-scales';
import { readReferenceFmea } from './reference-fmea.test-support';

type Level = { rating: number; labelZh: string; criteriaZh: string };
const reference: Record<string, Record<string, Level[]>> = readReferenceFmea('rating-scales.json');
const fromReference = (levels: Level[] | undefined) =>
  (levels ?? []).map((level) => ({ rating: level.rating, label: level.labelZh, criteria: level.criteriaZh }));

it.each([
  ['dfmea', DEFAULT_DFMEA_SCALES, ['severity', 'occurrence', 'detection']],
  ['pfmea', DEFAULT_PFMEA_SCALES, ['severity', 'occurrence', 'detection']],
  ['msr', DEFAULT_MSR_SCALES, ['severity', 'frequency', 'monitoring']],
] as const)('the default %s scales are the reference scales, 10 down to 1', (kind, scales: RatingScales, names) => {
  const [s, o, d] = names;
  expect(scales.severity).toEqual(fromReference(reference[kind]?.[s]));
  expect(scales.occurrence).toEqual(fromReference(reference[kind]?.[o]));
  expect(scales.detection).toEqual(fromReference(reference[kind]?.[d]));
  for (const scale of [scales.severity, scales.occurrence, scales.detection]) {
    expect(scale.map((level) => level.rating)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  }
});
