// The documents of the values page (spec 01 §2 "About pages"): FIRST's youth protection material and forms, opened
// in a new tab. The addresses follow FIRST's resource library; check them against firstinspires.org each season.
import type { ExternalLinkButtonProps } from '../../../components/ui/external-link-button';

const YPP = 'https://www.firstinspires.org/sites/default/files/uploads/resource_library/youth-protection';

export interface ValuesDocument {
  name: string;
  href: string;
  icon: NonNullable<ExternalLinkButtonProps['icon']>;
}

export const VALUES_DOCUMENTS: readonly ValuesDocument[] = [
  { name: 'Materiale despre protecția tinerilor', href: 'https://www.firstinspires.org/resource-library/youth-protection-policy', icon: 'external' },
  { name: 'Ghidul programului (PDF)', href: `${YPP}/youth-protection-program-guide.pdf`, icon: 'file' },
  { name: 'Întrebări frecvente (PDF)', href: `${YPP}/youth-protection-program-faq.pdf`, icon: 'file' },
  { name: 'Codul de conduită', href: 'https://www.firstinspires.org/about/code-of-conduct', icon: 'external' },
  { name: 'Politica de confidențialitate', href: 'https://www.firstinspires.org/about/privacy-policy', icon: 'external' },
  { name: 'Acord pentru călătoriile echipei', href: `${YPP}/consent-and-release-for-team-travel.pdf`, icon: 'download' },
  { name: 'Ghid pentru notificarea părinților', href: `${YPP}/parent-notification-guidelines.pdf`, icon: 'file' },
  { name: 'Formular pentru incidente medicale', href: `${YPP}/medical-incident-report-form.pdf`, icon: 'download' },
  { name: 'Formular pentru probleme de siguranță non-medicale', href: `${YPP}/non-medical-safety-concern-form.pdf`, icon: 'download' },
];
