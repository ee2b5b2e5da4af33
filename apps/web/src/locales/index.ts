import { type MessageKey, zhCN } from './zh-CN';

export type { MessageKey } from './zh-CN';

type Values = Record<string, string | number>;

// The always-loaded texts (the public pages'); the signed-in area and each lazily loaded area add theirs with addTexts.
const texts: Record<string, string> = { ...zhCN };

/** Adds the texts of a lazily loaded area (its chunk calls this before its pages render). */
export function addTexts(more: Readonly<Record<string, string>>) {
  Object.assign(texts, more);
}

/** Looks a UI text up by key and fills `{name}` placeholders. */
export function t(key: MessageKey, values?: Values): string {
  const text = texts[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
