import './texts';

// The configuration pages, each its own chunk, reached through this small one; their texts come with it.
export const fmeaConfigPages = {
  FmeaProcessConfigPage: () => import('./pages/FmeaProcessConfigPage'),
  FmeaOtherConfigPage: () => import('./pages/FmeaOtherConfigPage'),
} as const;

export type PageName = keyof typeof fmeaConfigPages;
