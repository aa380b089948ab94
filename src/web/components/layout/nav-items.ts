import { paths } from '../../lib/paths';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export const NAV: Array<NavLink | NavGroup> = [
  { label: 'HOME', href: paths.home },
  {
    label: 'ABOUT',
    items: [
      { label: 'Nație prin Educație', href: paths.aboutNatie },
      { label: 'First and FTC', href: paths.aboutFirst },
      { label: 'First Global', href: paths.aboutGlobal },
      { label: 'Volunteer', href: paths.volunteer },
      { label: 'Results', href: paths.results },
      { label: 'Values', href: paths.values },
      { label: 'Sponsors & Partners', href: paths.sponsors },
      { label: 'Contact Us', href: paths.contact },
    ],
  },
  {
    label: 'RESOURCES',
    items: [
      { label: 'Season Materials', href: paths.seasonMaterials },
      { label: 'Team Resources', href: paths.teamResources },
      { label: 'Get Started', href: paths.getStarted },
      { label: 'Competitions Calendar', href: paths.competitions },
    ],
  },
  { label: 'TEAMS', href: paths.teams },
  { label: 'EVENTS', href: paths.events },
  { label: 'CONTRIBUTE', href: paths.contribute },
];

export const isGroup = (item: NavLink | NavGroup): item is NavGroup => 'items' in item;

/** The title shown at the top of the mobile menu: the current page's name. */
export function pageTitle(location: string): string {
  for (const item of NAV) {
    if (isGroup(item)) {
      const found = item.items.find((link) => location.startsWith(link.href));
      if (found) return found.label;
    } else if (location.startsWith(item.href)) {
      return item.label.charAt(0) + item.label.slice(1).toLowerCase();
    }
  }
  if (location.startsWith(paths.news)) return 'News';
  return 'FTC Romania';
}
