// The structure of /contribute/companies (spec 01 §2, facts and tax rules of §9) and its downloads: only the brochures
// staff uploaded in the site settings (issue 24, defect 7: the built-in one-page stubs with placeholders are gone; a
// brochure not uploaded is not offered). The programme's figures come from the site settings, as the home statistics
// do. The words are the catalogue's (shared/messages/<locale>/contribute.ts, decision 200).
import type { ContributeMessages } from '../../../../shared/messages/ro/contribute';
import type { BrochureKey } from '../../../../shared/schemas/site-settings';
import type { SiteSettings } from '../../../lib/settings';

/** Each brochure's uploaded PDF, or null: not offered. */
export type Documents = Record<BrochureKey, string | null>;

type Figures = SiteSettings['figures'];
type Fact = { value: string; label: string };
type CompaniesWords = ContributeMessages['companies'];

/** The achievements; the teams, students and money figures from the site settings, left out while not set. */
export function achievements(figures: Figures, words: CompaniesWords): Fact[] {
  const { facts: label } = words;
  const facts: Array<Fact | null> = [
    { value: '2016', label: label.started },
    { value: '2×', label: label.champions },
    figures.teams ? { value: figures.teams, label: words.teamsEnrolled(figures.teams) } : null,
    figures.students ? { value: figures.students, label: words.studentsInvolved(figures.students) } : null,
    { value: '150+', label: label.schools },
    figures.invested ? { value: figures.invested, label: label.invested } : null,
    { value: '500+', label: label.sponsors },
    { value: '95%', label: label.interest },
  ];
  return facts.filter((f): f is Fact => Boolean(f));
}

/** The uploaded brochures to download, in this order; none uploaded: an empty list. */
export const downloadsOf = (documents: Documents, names: CompaniesWords['downloads']): { href: string; name: string }[] =>
  (['presentationRo', 'presentationEn', 'contractTemplate', 'sponsorshipPackages'] as const).flatMap((key) => {
    const href = documents[key];
    return href ? [{ href, name: names[key] }] : [];
  });
