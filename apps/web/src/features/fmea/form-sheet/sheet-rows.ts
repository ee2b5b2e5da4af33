import { type ApTables, type FmeaKind, type FmeaNet, type FormSheetRow, formSheetRows } from '@qis/shared';

const kept = new WeakMap<FmeaNet, { kind: FmeaKind; apTables: ApTables | undefined; rows: FormSheetRow[] }>();

/**
 * The form sheet's rows of a net of `kind` (domain formSheetRows: AP by the kind's rule), worked out once per net and AP tables: thousands of
 * chains take a few hundred ms, so the risk analysis opened again, or the optimization step of the same net, takes
 * them as they are. A net is state the project replaces as a whole when it changes, never changed in place.
 */
export function sheetRows(kind: FmeaKind, net: FmeaNet, apTables: ApTables | undefined): FormSheetRow[] {
  const known = kept.get(net);
  if (known && known.kind === kind && known.apTables === apTables) return known.rows;
  const rows = formSheetRows(kind, net, apTables);
  kept.set(net, { kind, apTables, rows });
  return rows;
}
