import * as account from './account';
import type { EndpointDefinition } from './define';
import * as home from './home';
import * as systemInfo from './system-info';
import * as users from './users';

export * from './account';
export * from './common-schemas';
export * from './define';
export * from './home';
export * from './system-info';
export * from './users';

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every declared endpoint: the server registers each, and the contract test walks them all. */
export const ALL_ENDPOINTS: readonly EndpointDefinition[] = [account, systemInfo, users, home]
  .flatMap((m) => Object.values(m))
  .filter(isEndpoint);
