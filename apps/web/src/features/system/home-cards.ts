import { HOME_CARDS, type HomeCardKey } from '@qis/shared';

/** Every card once: the chosen ones in their order, then the others in the standard order. */
export const cardRows = (chosen: readonly string[]): HomeCardKey[] => [
  ...HOME_CARDS.filter((card) => chosen.includes(card)).sort((a, b) => chosen.indexOf(a) - chosen.indexOf(b)),
  ...HOME_CARDS.filter((card) => !chosen.includes(card)),
];

/** Chooses a card (appended last) or drops it. */
export function toggleCard(chosen: readonly string[], card: string, on: boolean): string[] {
  const without = chosen.filter((c) => c !== card);
  return on ? [...without, card] : without;
}

/** Moves a chosen card one place up (-1) or down (+1); at either end nothing changes. */
export function moveCard(chosen: readonly string[], card: string, delta: -1 | 1): string[] {
  const from = chosen.indexOf(card);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= chosen.length) return [...chosen];
  const next = [...chosen];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}
