// The 'involvement methods' tabs of /contribute/companies (spec 01 §2 "Tabs", tax rules of §9); their words and HTML
// are the catalogue's (shared/messages/<locale>/contribute.ts), written there, never taken from users. The contact
// address is a setting, so the tabs are built with it; a brochure is linked (and promised in the steps) only when
// staff uploaded it (issue 24, defect 7).
import type { ContributeMessages } from '../../../../shared/messages/ro/contribute';
import { paths } from '../../../lib/paths';
import type { Documents } from './companies-content';
import type { TabItem } from '../../../components/ui/tabs';

type TabLink = NonNullable<TabItem['links']>[number];
const pdf = (text: string, url: string | null): TabLink[] => (url ? [{ text, url }] : []);
const numbered = (texts: string[]) => texts.map((text, i) => ({ number: i + 1, text }));

export function involvementMethods(contactEmail: string, documents: Documents, words: ContributeMessages['involvement']): TabItem[] {
  const { sponsorship, declaration, packages } = words;
  const writeToUs = { text: words.writeTo(contactEmail), url: `mailto:${contactEmail}?subject=${encodeURIComponent(words.mailSubject)}` };
  return [
    {
      id: 'sponsorship-20',
      label: sponsorship.label,
      intro: sponsorship.intro,
      content: sponsorship.content,
      steps: numbered([...sponsorship.steps, documents.contractTemplate ? sponsorship.signWithTemplate : sponsorship.sign, sponsorship.pay]),
      deadline: sponsorship.deadline,
      links: [...pdf(words.contractPdf, documents.contractTemplate), writeToUs],
    },
    {
      id: 'declaration-177',
      label: declaration.label,
      intro: declaration.intro,
      content: declaration.content,
      steps: numbered(declaration.steps),
      deadline: declaration.deadline,
      links: [writeToUs, ...pdf(words.presentationPdf, documents.presentationRo)],
    },
    {
      id: 'packages',
      label: packages.label,
      intro: packages.intro,
      content: packages.content,
      steps: numbered([documents.sponsorshipPackages ? packages.chooseFromDocument : packages.choose, ...packages.steps]),
      links: [...pdf(words.packagesPdf, documents.sponsorshipPackages), { text: words.partners, url: paths.sponsors }, writeToUs],
    },
  ];
}
