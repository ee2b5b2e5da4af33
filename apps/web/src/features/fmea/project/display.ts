import {
  DEFAULT_PFMEA_DISPLAY_CONFIG,
  FMEA_KINDS,
  type FmeaKind,
  type FormSheetRow,
  type PfmeaDisplayConfig,
} from '@qis/shared';
import type { NodeKey } from './nodes';

// What the PFMEA display configuration (pFMEAConfigure, kept for the session) changes on the project screens: the
// nodes shown, and the order of the risk analysis' failure modes. Other kinds have none: they show the defaults.

/** The display a project of `kind` is shown with: the PFMEA's configuration, the defaults for other kinds. */
export const displayOf = (kind: FmeaKind, config: PfmeaDisplayConfig | null): PfmeaDisplayConfig =>
  kind === FMEA_KINDS.pfmea && config ? config : DEFAULT_PFMEA_DISPLAY_CONFIG;

/** The task nodes the display hides: the control plan when isShowControlPlan is off. */
export function hiddenNodes(display: PfmeaDisplayConfig): ReadonlySet<NodeKey> {
  return new Set<NodeKey>(display.isShowControlPlan ? [] : ['controlPlan']);
}

const AP_RANK = { H: 0, M: 1, L: 2 } as const;
const apRank = (ap: FormSheetRow['ap']) => (ap ? AP_RANK[ap] : 3);

/**
 * The form sheet's rows by risk (riskAnalysisOrder 2): each failure mode's block of rows kept together, the blocks
 * with the highest action priority first (H, M, L, unrated), then the most severe, else as the process runs.
 */
export function orderRowsByRisk(rows: readonly FormSheetRow[]): FormSheetRow[] {
  const blocks: FormSheetRow[][] = [];
  for (const row of rows) {
    const last = blocks.at(-1);
    if (last && last[0]?.mode.id === row.mode.id) last.push(row);
    else blocks.push([row]);
  }
  const worst = blocks.map((block, index) => ({
    block,
    index,
    ap: Math.min(...block.map((row) => apRank(row.ap))),
    severity: Math.max(0, ...block.map((row) => row.severity ?? 0)),
  }));
  worst.sort((a, b) => a.ap - b.ap || b.severity - a.severity || a.index - b.index);
  return worst.flatMap((w) => w.block);
}

/**
 * Step 7's table of chains in the display's order (fmeaResultOrder): 1 as the process runs (the form sheet's order,
 * `sheetKeys`), 2 by risk (as the server answers them: AP H first, then by RPN). A row the sheet lacks goes last.
 */
export function orderResultRows<R extends { key: string }>(
  rows: readonly R[],
  order: PfmeaDisplayConfig['fmeaResultOrder'],
  sheetKeys: readonly string[],
): R[] {
  if (order === 2) return [...rows];
  const position = new Map(sheetKeys.map((key, index) => [key, index]));
  const at = (row: R) => position.get(row.key) ?? Number.MAX_SAFE_INTEGER;
  return [...rows].sort((a, b) => at(a) - at(b));
}
