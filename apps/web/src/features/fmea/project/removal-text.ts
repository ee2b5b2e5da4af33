import { type MessageKey, t } from '../../../locales';

const PARTS = [
  'elements',
  'interfaces',
  'pDiagrams',
  'functions',
  'functionLinks',
  'failures',
  'failureLinks',
  'risks',
  'actions',
  'dvp',
] as const;

/** '3 个结构元素、2 个功能…' for the non-zero counts of a removal, or '' when nothing goes with it. */
export function removalText(counts: Partial<Record<(typeof PARTS)[number], number>>): string {
  return PARTS.filter((part) => (counts[part] ?? 0) > 0)
    .map((part) => t(`fmea.count.${part}` as MessageKey, { n: counts[part] ?? 0 }))
    .join('、');
}
