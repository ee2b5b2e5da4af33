/**
 * Home page management (HomePageManager, homePage/* calls): the home pages a role can be given and the dashboard
 * cards of /analysis. Keys only; the web names them in its locale file. Only cards the dashboard really renders
 * are listed, and a home page whose screen is not built is marked so: it can be shown as 'in development' but
 * never chosen.
 */
export interface HomePageDefinition {
  readonly key: string;
  readonly built: boolean;
  /** The plugin (shell spec §3) that brings this home page, when it is not the platform's own. */
  readonly pluginId?: number;
}

/** The standard home page /analysis: every user gets it unless a role of theirs chooses another. */
export const STANDARD_HOME_PAGE = 'standard';

export const HOME_PAGES: readonly HomePageDefinition[] = [
  { key: STANDARD_HOME_PAGE, built: true },
  // Plugin 1012 "FMEA-themed custom home page": its screen comes with the FMEA module.
  { key: 'fmeaTheme', built: false, pluginId: 1012 },
];

/** The cards of the standard home page, in their default order. */
export const HOME_CARDS = ['greeting', 'favourites', 'recentVisits', 'monthBar'] as const;
export type HomeCardKey = (typeof HOME_CARDS)[number];

export const findHomePage = (key: string): HomePageDefinition | undefined => HOME_PAGES.find((p) => p.key === key);

export const isHomeCard = (key: string): key is HomeCardKey => (HOME_CARDS as readonly string[]).includes(key);

/** What one role configures. */
export interface RoleHomePageConfig {
  readonly homePage: string;
  readonly cards: readonly string[];
}

export interface EffectiveHomePage {
  homePage: string;
  cards: HomeCardKey[];
}

/**
 * A user's home page from the configurations of their roles, given in role order (by role name). Roles without a
 * configuration do not count; with none at all the user gets the standard page with every card. The home page is
 * the first configured role's (standard if that page is no longer built); the cards are the union, in the order
 * the first role lists them, then the cards later roles add. Unknown card keys are dropped.
 */
export function effectiveHomePage(configs: readonly RoleHomePageConfig[]): EffectiveHomePage {
  if (configs.length === 0) return { homePage: STANDARD_HOME_PAGE, cards: [...HOME_CARDS] };
  const first = findHomePage(configs[0]?.homePage ?? '');
  const cards: HomeCardKey[] = [];
  for (const config of configs) {
    for (const card of config.cards) if (isHomeCard(card) && !cards.includes(card)) cards.push(card);
  }
  return { homePage: first?.built ? first.key : STANDARD_HOME_PAGE, cards };
}
