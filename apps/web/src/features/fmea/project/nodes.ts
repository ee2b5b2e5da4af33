import { DFMEA_TASK_NODES, type DfmeaTaskNodeKey } from '@qis/shared';

/** The navigation of /projectInfo/{id}: the header (step 1), then the twelve DFMEA task nodes of spec §4. */
export type NodeKey = 'planning' | DfmeaTaskNodeKey;

export const NODE_KEYS: NodeKey[] = ['planning', ...DFMEA_TASK_NODES.map((node) => node.key)];

/** The nodes whose screen is not built yet: they show '开发中' with what is missing, never a fake screen. */
export const PENDING_NODES = new Set<NodeKey>([]);

export const isNodeKey = (value: string | null): value is NodeKey =>
  value !== null && (NODE_KEYS as string[]).includes(value);
