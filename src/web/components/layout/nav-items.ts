import type { ShellMessages } from '../../../shared/messages/ro/shell';
import { paths } from '../../lib/paths';

/** An item's words in the shell catalogue (shell.nav.items). */
type ItemKey = keyof ShellMessages['nav']['items'];

export interface NavLink {
  key: ItemKey;
  href: string;
}

export interface NavGroup {
  key: ItemKey;
  items: NavLink[];
}

export const NAV: Array<NavLink | NavGroup> = [
  { key: 'home', href: paths.home },
  {
    key: 'about',
    items: [
      { key: 'aboutNatie', href: paths.aboutNatie },
      { key: 'aboutFirst', href: paths.aboutFirst },
      { key: 'aboutGlobal', href: paths.aboutGlobal },
      { key: 'volunteer', href: paths.volunteer },
      { key: 'results', href: paths.results },
      { key: 'values', href: paths.values },
      { key: 'sponsors', href: paths.sponsors },
      { key: 'contact', href: paths.contact },
    ],
  },
  {
    key: 'resources',
    items: [
      { key: 'seasonMaterials', href: paths.seasonMaterials },
      { key: 'teamResources', href: paths.teamResources },
      { key: 'getStarted', href: paths.getStarted },
      { key: 'competitions', href: paths.competitions },
    ],
  },
  { key: 'teams', href: paths.teams },
  { key: 'events', href: paths.events },
  { key: 'contribute', href: paths.contribute },
];

export const isGroup = (item: NavLink | NavGroup): item is NavGroup => 'items' in item;

/** The title shown at the top of the mobile menu: the current page's name (location: without the language prefix). */
export function pageTitle(location: string, words: ShellMessages['nav']): string {
  for (const item of NAV) {
    if (isGroup(item)) {
      const found = item.items.find((link) => location.startsWith(link.href));
      if (found) return words.items[found.key];
    } else if (location.startsWith(item.href)) {
      const label = words.items[item.key];
      return label.charAt(0) + label.slice(1).toLowerCase();
    }
  }
  if (location.startsWith(paths.news)) return words.newsTitle;
  return words.siteTitle;
}
