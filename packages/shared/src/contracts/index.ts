import * as account from './account';
import type { EndpointDefinition } from './define';
import * as home from './home';
import * as messages from './messages';
import * as notices from './notices';
import * as systemInfo from './system-info';
import * as users from './users';
import * as workflow from './workflow';

export * from './account';
export * from './common-schemas';
export * from './define';
export * from './home';
export * from './messages';
export * from './notices';
export * from './system-info';
export * from './users';
export * from './workflow';

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every declared endpoint: the server registers each, and the contract test walks them all. */
export const ALL_ENDPOINTS: readonly EndpointDefinition[] = [
  account,
  systemInfo,
  users,
  home,
  messages,
  workflow,
  notices,
]
  .flatMap((m) => Object.values(m))
  .filter(isEndpoint);
