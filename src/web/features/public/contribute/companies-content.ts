// Copy of /contribute/companies (spec 01 §2, facts and tax rules of §9) and its downloads: only the brochures staff
// uploaded in the site settings (issue 24, defect 7: the built-in one-page stubs with placeholders are gone; a brochure
// not uploaded is not offered). The programme's figures come from the site settings, as the home statistics do.
import { roFigureWords } from '../../../../shared/plural';
import type { BrochureKey } from '../../../../shared/schemas/site-settings';
import type { SiteSettings } from '../../../lib/settings';

/** Each brochure's uploaded PDF, or null: not offered. */
export type Documents = Record<BrochureKey, string | null>;

type Figures = SiteSettings['figures'];
type Fact = { value: string; label: string };

/** The achievements; the teams, students and money figures from the site settings, left out while not set. */
export function achievements(figures: Figures): Fact[] {
  const facts: Array<Fact | null> = [
    { value: '2016', label: 'anul în care programul a pornit în România' },
    { value: '2×', label: 'campioni mondiali, în 2022 și în 2024' },
    figures.teams ? { value: figures.teams, label: `${roFigureWords(figures.teams, 'echipă', 'echipe')} de liceu înscrise` } : null,
    figures.students ? { value: figures.students, label: `${roFigureWords(figures.students, 'elev implicat', 'elevi implicați')} în fiecare an` } : null,
    { value: '150+', label: 'de școli dotate cu echipamente' },
    figures.invested ? { value: figures.invested, label: 'investiți în educație între 2016 și 2025' } : null,
    { value: '500+', label: 'de companii care ne-au sponsorizat' },
    { value: '95%', label: 'dintre elevi, mai interesați de studii superioare' },
  ];
  return facts.filter((f): f is Fact => Boolean(f));
}

/** The uploaded brochures to download, in this order; none uploaded: an empty list. */
export const downloadsOf = (documents: Documents): { href: string; name: string }[] =>
  (
    [
      [documents.presentationRo, 'Prezentarea programului (română, PDF)'],
      [documents.presentationEn, 'Programme presentation (English, PDF)'],
      [documents.contractTemplate, 'Model de contract de sponsorizare (PDF)'],
      [documents.sponsorshipPackages, 'Pachete de sponsorizare (PDF)'],
    ] as const
  ).flatMap(([href, name]) => (href ? [{ href, name }] : []));
