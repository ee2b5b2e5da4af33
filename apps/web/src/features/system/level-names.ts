import { MAX_ORGANIZATION_LEVEL_NAME_LENGTH, MAX_ORGANIZATION_LEVELS } from '@qis/shared';
import type { MessageKey } from '../../locales';

const SEPARATOR = '/';

/** The organization level names as one line, root level first: 集团/公司/事业部/部门. */
export const joinLevelNames = (names: readonly string[]) => names.join(SEPARATOR);

export const splitLevelNames = (text: string | undefined): string[] =>
  (text ?? '')
    .split(SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);

/** What is wrong with a line of level names (the locale key of the message), or null. */
export function levelNamesProblem(text: string | undefined): MessageKey | null {
  const names = splitLevelNames(text);
  if (names.length === 0) return 'basicSet.levelNames.required';
  if (names.length > MAX_ORGANIZATION_LEVELS || names.some((name) => name.length > MAX_ORGANIZATION_LEVEL_NAME_LENGTH))
    return 'basicSet.levelNames.tooMany';
  if (new Set(names).size !== names.length) return 'basicSet.levelNames.repeated';
  return null;
}
