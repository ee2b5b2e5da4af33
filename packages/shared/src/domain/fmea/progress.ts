/**
 * The progress stage of a project (spec §4, 0–7) read from its net: the last of the seven steps reached in order.
 * Step 1 (planning) is done once the project exists; 2 once the structure has an element below the root; 3 once a
 * function exists; 4 once a failure mode has a cause; 5 once every chain is rated; 6 once every chain whose AP needs
 * an action (H, or H and M as configured) has one; 7 once a results version was released.
 */
import { type ActionRequiredLevel, needsAction } from './config';
import { formSheetRows } from './form-sheet';
import type { FmeaKind } from './kinds';
import type { FmeaNet } from './net-schema';

export function progressStage(
  kind: FmeaKind,
  net: FmeaNet,
  releasedVersions: number,
  actionRequired: ActionRequiredLevel = 'H',
): number {
  const rows = formSheetRows(kind, net).filter((row) => row.cause !== null);
  const reached = [
    true,
    net.elements.some((element) => element.parentId !== null),
    net.functions.length > 0,
    rows.length > 0,
    rows.length > 0 && rows.every((row) => row.ap !== null),
    rows.length > 0 && rows.every((row) => !needsAction(row.ap, actionRequired) || row.actions.length > 0),
    releasedVersions > 0,
  ];
  let stage = 0;
  while (stage < reached.length && reached[stage]) stage++;
  return stage;
}
