import {
  type DfmeaTaskNodeKey,
  FMEA_TASK_NODES,
  type FmeaKind,
  type MsrTaskNodeKey,
  type PfmeaTaskNodeKey,
} from '@qis/shared';

/**
 * The navigation of a project page: the header (step 1), then the kind's task nodes of spec §4 (DFMEA twelve,
 * PFMEA nine, FMEA-MSR ten: the DFMEA's screens without P-diagram and DVP&R).
 */
export type NodeKey = 'planning' | DfmeaTaskNodeKey | PfmeaTaskNodeKey | MsrTaskNodeKey;

export const nodeKeysOf = (kind: FmeaKind): NodeKey[] => [
  'planning',
  ...FMEA_TASK_NODES[kind].map((node) => node.key as NodeKey),
];

/** The nodes whose screen is not built yet: they show '开发中' with what is missing, never a fake screen. */
export const PENDING_NODES = new Set<NodeKey>();

export const isNodeKey = (kind: FmeaKind, value: string | null): value is NodeKey =>
  value !== null && (nodeKeysOf(kind) as string[]).includes(value);
