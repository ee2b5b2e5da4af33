import type { UIMatch } from 'react-router';
import { type MessageKey, t } from '../locales';

/** What a route declares in its `handle`: its title (tabs, breadcrumbs, menu) and the permissions it needs. */
export interface RouteMeta {
  title?: MessageKey;
  /** A title that is data rather than a UI text (a module's name from the module catalogue). */
  label?: string;
  /** Every permission listed is needed (spec §6); none = open to every signed-in user. */
  permissions?: readonly string[];
  /** Detail pages of my workflows skip permission checks (spec §2). */
  skipPermissionCheck?: boolean;
  /** The search names a view inside the page (an FMEA's node): one tab per path, reopened where it was left. */
  tabPerPath?: boolean;
}

export const metaOf = (match: UIMatch): RouteMeta => (match.handle ?? {}) as RouteMeta;

/** The titled routes of the current location, outermost first (the breadcrumb trail). */
export function titledMatches(
  matches: readonly UIMatch[],
): { pathname: string; title: string; tabPerPath?: boolean }[] {
  return matches.flatMap((m) => {
    const { title, label, tabPerPath } = metaOf(m);
    const text = label ?? (title ? t(title) : undefined);
    return text ? [{ pathname: m.pathname, title: text, tabPerPath }] : [];
  });
}
