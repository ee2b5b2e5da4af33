export interface FieldRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A logged value as text: strings as they are, absent as '', anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Before and after of one changed entity, field by field (after's fields first, then those only before had), each
 * marked when it differs. A value that is not an object is one row with an empty field name.
 */
export function fieldDiff(before: unknown, after: unknown): FieldRow[] {
  const objects = (before === undefined || isRecord(before)) && (after === undefined || isRecord(after));
  if (!objects) {
    const [b, a] = [valueText(before), valueText(after)];
    return [{ field: '', before: b, after: a, changed: b !== a }];
  }
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => {
    const [beforeText, afterText] = [valueText(b[field]), valueText(a[field])];
    return { field, before: beforeText, after: afterText, changed: beforeText !== afterText };
  });
}
