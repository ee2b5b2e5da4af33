/**
 * Text no endpoint accepts anywhere in its input: the NUL character (PostgreSQL refuses byte 0x00 in text and
 * `\u0000` in jsonb) and lone UTF-16 surrogates (not encodable as UTF-8). Checked on the raw input of every
 * declared endpoint before its zod schemas run, so every string field, nested or not, is covered by one rule.
 */
export interface UnsafeText {
  /** Keys from the input's root down to the offending string (or key), e.g. `['items', 0, 'title']`. */
  path: Array<string | number>;
  /** Chinese reason for the 400 message. */
  reason: string;
}

const NUL_REASON = '不能包含空字符（U+0000）';
const SURROGATE_REASON = '包含无效的 Unicode 字符（孤立的代理项）';
// In a `u` regular expression a surrogate pair is one code point: only lone surrogates are of category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_REASON;
  if (LONE_SURROGATE.test(text)) return SURROGATE_REASON;
  return undefined;
}

type Path = Array<string | number>;
const isWalked = (value: unknown) => typeof value === 'string' || (value !== null && typeof value === 'object');

/** A value met on the walk and how it was reached; the path is spelled out only for the offender. */
interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathTo(visit: Visit | undefined, last?: string): Path {
  const path: Path = last === undefined ? [] : [last];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first unsafe string (or object key) in `value`, depth first in key order; undefined when there is none.
 * Iterative, so any nesting depth is walked without recursion, in time linear in the input's size; numbers (a data
 * sheet's millions) cost a type check.
 */
export function findUnsafeText(value: unknown): UnsafeText | undefined {
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      const reason = textProblem(current);
      if (reason) return { path: pathTo(visit), reason };
    } else if (Array.isArray(current)) {
      // Pushed in reverse, so the first element is walked first.
      for (let i = current.length - 1; i >= 0; i--)
        if (isWalked(current[i])) stack.push({ value: current[i], key: i, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const reason = textProblem(key);
        if (reason) return { path: pathTo(visit, key), reason };
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (isWalked(child)) stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}
