import { type ApTables, type FmeaNet, type FormSheetRow, formSheetRows } from '@qis/shared';

const kept = new WeakMap<FmeaNet, { apTables: ApTables | undefined; rows: FormSheetRow[] }>();

/**
 * The form sheet's rows of a DFMEA net (domain formSheetRows), worked out once per net and AP tables: thousands of
 * chains take a few hundred ms, so the risk analysis opened again, or the optimization step of the same net, takes
 * them as they are. A net is state the project replaces as a whole when it changes, never changed in place.
 */
export function sheetRows(net: FmeaNet, apTables: ApTables | undefined): FormSheetRow[] {
  const known = kept.get(net);
  if (known && known.apTables === apTables) return known.rows;
  const rows = formSheetRows(0, net, apTables);
  kept.set(net, { apTables, rows });
  return rows;
}
