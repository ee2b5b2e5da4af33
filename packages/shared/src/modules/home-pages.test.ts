import { describe, expect, it } from 'vitest';
import { effectiveHomePage, findHomePage, HOME_CARDS, HOME_PAGES, STANDARD_HOME_PAGE } from './home-pages';

describe('home pages and cards', () => {
  it('offers the standard page as built and the FMEA-themed page of plugin 1012 as not built', () => {
    expect(findHomePage(STANDARD_HOME_PAGE)?.built).toBe(true);
    expect(findHomePage('fmeaTheme')).toEqual({ key: 'fmeaTheme', built: false, pluginId: 1012 });
    expect(new Set(HOME_PAGES.map((p) => p.key)).size).toBe(HOME_PAGES.length);
  });
});

describe('effectiveHomePage', () => {
  it('gives the standard page with every card when no role is configured', () => {
    expect(effectiveHomePage([])).toEqual({ homePage: STANDARD_HOME_PAGE, cards: [...HOME_CARDS] });
  });

  it('unites the cards of every role, in the first role’s order, then what later roles add', () => {
    const result = effectiveHomePage([
      { homePage: STANDARD_HOME_PAGE, cards: ['monthBar', 'greeting'] },
      { homePage: STANDARD_HOME_PAGE, cards: ['favourites', 'greeting'] },
    ]);
    expect(result).toEqual({ homePage: STANDARD_HOME_PAGE, cards: ['monthBar', 'greeting', 'favourites'] });
  });

  it('drops unknown cards and falls back to the standard page when the chosen one is not built', () => {
    const result = effectiveHomePage([{ homePage: 'fmeaTheme', cards: ['noSuchCard', 'recentVisits'] }]);
    expect(result).toEqual({ homePage: STANDARD_HOME_PAGE, cards: ['recentVisits'] });
  });
});
