// The structure of /contribute (spec 01 §2 "Contribute and companies", facts of §9): the ways to help and the impact
// list. Their words are the catalogue's (shared/messages/<locale>/contribute.ts, decision 200).
import type { ContributeMessages } from '../../../../shared/messages/ro/contribute';
import { paths } from '../../../lib/paths';
import type { SiteSettings } from '../../../lib/settings';
import type { BadgeName } from './contribute-icons';

export const DONATE_FORM_ID = 'donate-form';

type OverviewWords = ContributeMessages['overview'];

export interface ContributeOption {
  id: keyof OverviewWords['options'];
  icon: BadgeName;
  /** A fragment of this page ('#...') or a route of the site. */
  href: string;
}

export const CONTRIBUTE_OPTIONS: ContributeOption[] = [
  // Its text is written from the site settings (onlineText): never a way of giving the page does not offer.
  { id: 'online', icon: 'card', href: `#${DONATE_FORM_ID}` },
  { id: 'companies', icon: 'building', href: paths.companies },
  { id: 'time', icon: 'time', href: paths.volunteer },
];

type ImpactFact = { value: string; text: string };

/**
 * The impact list; the students, teams and money figures are the site settings' (issue 24, defect 7: the same values as
 * the home statistics), each left out while not set.
 */
export function impactFacts(figures: SiteSettings['figures'], words: OverviewWords): ImpactFact[] {
  const { students, teams, invested } = figures;
  const perYear: ImpactFact | null = students
    ? { value: students, text: words.studentsPerYear(students, teams) }
    : teams
      ? { value: teams, text: words.teamsPerYear(teams) }
      : null;
  const facts: Array<ImpactFact | null> = [
    words.impact.alumni,
    words.impact.schools,
    words.impact.interest,
    perYear,
    invested ? { value: invested, text: words.invested } : null,
    words.impact.events,
    words.impact.titles,
  ];
  return facts.filter((f): f is ImpactFact => f !== null);
}
