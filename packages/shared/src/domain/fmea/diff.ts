/**
 * What changed between two results versions (or a version and the live net): each element, function, failure,
 * link, chain risk, action and DVP line added, removed or changed, with the fields that changed. Row versions are
 * bookkeeping and never count as a change.
 */
import type { FmeaNet } from './net-schema';

export type NetPart = Exclude<keyof FmeaNet, never>;
export type ChangeKind = 'added' | 'removed' | 'changed';

export interface NetChange {
  part: NetPart;
  key: string;
  /** A readable name of the item (its name, test name, description or the linked names). */
  label: string;
  change: ChangeKind;
  /** The fields that differ, for 'changed'. */
  fields: string[];
}

type Item = Record<string, unknown>;

function keyOf(part: NetPart, item: Item): string {
  switch (part) {
    case 'functionLinks':
      return `${item.higherId}>${item.lowerId}`;
    case 'failureLinks':
      return `${item.causeId}>${item.effectId}`;
    case 'risks':
      return `${item.modeId}:${item.causeId}`;
    case 'pDiagrams':
      return String(item.elementId);
    default:
      return String(item.id);
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const PARTS: NetPart[] = [
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
];

export function diffNets(before: FmeaNet, after: FmeaNet): NetChange[] {
  const names = new Map<string, string>();
  for (const net of [before, after]) {
    for (const part of ['elements', 'functions', 'failures'] as const) {
      for (const item of net[part]) names.set(item.id, item.name);
    }
  }
  const name = (id: unknown) => names.get(String(id)) ?? String(id);
  const labelOf = (part: NetPart, item: Item): string => {
    if (typeof item.name === 'string') return item.name;
    if (typeof item.testName === 'string') return item.testName;
    if (typeof item.description === 'string' && part !== 'interfaces') return item.description;
    if (part === 'functionLinks') return `${name(item.higherId)} ← ${name(item.lowerId)}`;
    if (part === 'failureLinks') return `${name(item.effectId)} ← ${name(item.causeId)}`;
    if (part === 'risks') return `${name(item.modeId)} ← ${name(item.causeId)}`;
    if (part === 'interfaces') return `${name(item.fromId)} → ${name(item.toId)}`;
    if (part === 'pDiagrams') return name(item.elementId);
    return keyOf(part, item);
  };

  const changes: NetChange[] = [];
  for (const part of PARTS) {
    const old = new Map((before[part] as Item[]).map((item) => [keyOf(part, item), item]));
    const now = new Map((after[part] as Item[]).map((item) => [keyOf(part, item), item]));
    for (const [key, item] of now) {
      const previous = old.get(key);
      if (!previous) {
        changes.push({ part, key, label: labelOf(part, item), change: 'added', fields: [] });
        continue;
      }
      const fields = Object.keys({ ...previous, ...item }).filter(
        (field) => field !== 'version' && !same(absentAsEmpty(previous[field], item[field]), item[field]),
      );
      if (fields.length > 0) changes.push({ part, key, label: labelOf(part, item), change: 'changed', fields });
    }
    for (const [key, item] of old) {
      if (!now.has(key)) changes.push({ part, key, label: labelOf(part, item), change: 'removed', fields: [] });
    }
  }
  return changes;
}

/**
 * A field a snapshot taken before it existed lacks (the FMEA-MSR fields of a chain risk) reads as the live row's
 * empty value ('' or null), so an unchanged chain shows no change.
 */
function absentAsEmpty(previous: unknown, now: unknown): unknown {
  if (previous !== undefined) return previous;
  return now === '' || now === null ? now : previous;
}
