import { ORTHOGONAL_ARRAY_NAMES } from '@qis/shared';

export type OrthogonalArrayName = (typeof ORTHOGONAL_ARRAY_NAMES)[number];

const repeat = (levels: number, count: number) => Array.from({ length: count }, () => levels);

/** The standard arrays the server knows: notation and the number of levels of each column. */
export const ORTHOGONAL_ARRAYS: Record<OrthogonalArrayName, { notation: string; runs: number; levels: number[] }> = {
  L4: { notation: 'L4(2^3)', runs: 4, levels: repeat(2, 3) },
  L8: { notation: 'L8(2^7)', runs: 8, levels: repeat(2, 7) },
  L9: { notation: 'L9(3^4)', runs: 9, levels: repeat(3, 4) },
  L12: { notation: 'L12(2^11)', runs: 12, levels: repeat(2, 11) },
  L16: { notation: 'L16(2^15)', runs: 16, levels: repeat(2, 15) },
  'L16(4^5)': { notation: 'L16(4^5)', runs: 16, levels: repeat(4, 5) },
  L18: { notation: 'L18(2^1×3^7)', runs: 18, levels: [2, ...repeat(3, 7)] },
  L25: { notation: 'L25(5^6)', runs: 25, levels: repeat(5, 6) },
  L27: { notation: 'L27(3^13)', runs: 27, levels: repeat(3, 13) },
};

export const orthogonalArrayOptions = () =>
  ORTHOGONAL_ARRAY_NAMES.map((name) => ({ value: name, label: ORTHOGONAL_ARRAYS[name].notation }));

export const isOrthogonalArrayName = (name: string): name is OrthogonalArrayName =>
  (ORTHOGONAL_ARRAY_NAMES as readonly string[]).includes(name);

/** A factor of the design: its name and level labels. */
export interface OrthogonalFactor {
  name: string;
  levels: string[];
}
