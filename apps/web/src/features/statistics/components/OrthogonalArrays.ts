import { ORTHOGONAL_ARRAY_NAMES } from '@qis/shared';
import { orthogonalArray } from '@qis/stats/orthogonal-arrays';

export type OrthogonalArrayName = (typeof ORTHOGONAL_ARRAY_NAMES)[number];

/** The standard arrays the server offers, as the statistics engine defines them: notation and each column's levels. */
export const ORTHOGONAL_ARRAYS = Object.fromEntries(
  ORTHOGONAL_ARRAY_NAMES.map((name) => {
    const array = orthogonalArray(name);
    if (!array) throw new Error(`the statistics engine has no standard array ${name}`);
    return [name, { notation: array.notation, runs: array.runs, levels: array.levels }];
  }),
) as Record<OrthogonalArrayName, { notation: string; runs: number; levels: readonly number[] }>;

export const orthogonalArrayOptions = () =>
  ORTHOGONAL_ARRAY_NAMES.map((name) => ({ value: name, label: ORTHOGONAL_ARRAYS[name].notation }));

export const isOrthogonalArrayName = (name: string): name is OrthogonalArrayName =>
  (ORTHOGONAL_ARRAY_NAMES as readonly string[]).includes(name);

/** A factor of the design: its name and level labels. */
export interface OrthogonalFactor {
  name: string;
  levels: string[];
}
