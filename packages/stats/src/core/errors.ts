/**
 * Why an analysis cannot run on its input. The engine stays language-neutral: `code` says what is wrong and `detail`
 * carries the facts (counts, the cell); the caller turns them into the user's language.
 */
export type StatsErrorCode =
  | 'tooFewValues'
  | 'constantData'
  | 'invalidSpecLimits'
  | 'notNumeric'
  | 'unbalancedDesign'
  | 'arrayTooSmall'
  | 'invalidInput';

export class StatsError extends Error {
  constructor(
    readonly code: StatsErrorCode,
    readonly detail: Record<string, string | number> = {},
  ) {
    super(`${code} ${JSON.stringify(detail)}`);
    this.name = 'StatsError';
  }
}
