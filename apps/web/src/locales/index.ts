import { type MessageKey, zhCN } from './zh-CN';

export type { MessageKey } from './zh-CN';

type Values = Record<string, string | number>;

/** Looks a UI text up by key and fills `{name}` placeholders. */
export function t(key: MessageKey, values?: Values): string {
  const text: string = zhCN[key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
