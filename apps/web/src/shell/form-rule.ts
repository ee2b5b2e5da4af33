import { type MessageKey, t } from '../locales';

/**
 * An antd Form rule from a pure check that answers the locale key of its message (or null when the value is fine);
 * `values` fill the message's placeholders.
 */
export function ruleOf(
  problem: (value: string | undefined) => MessageKey | null,
  values?: Record<string, string | number>,
) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const key = problem(value);
      if (key) throw new Error(t(key, values));
    },
  };
}
