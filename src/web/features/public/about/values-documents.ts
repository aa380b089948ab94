// The documents of the values page (spec 01 §2 "About pages"): FIRST's youth protection material and forms, opened
// in a new tab; each one's name is the catalogue's (messages/<locale>/about-values.ts). The addresses follow FIRST's resource library; check them against firstinspires.org each season.
import type { AboutValuesMessages } from '../../../../shared/messages/ro/about-values';
import type { ExternalLinkButtonProps } from '../../../components/ui/external-link-button';

const YPP = 'https://www.firstinspires.org/sites/default/files/uploads/resource_library/youth-protection';

export interface ValuesDocument {
  key: keyof AboutValuesMessages['documents'];
  href: string;
  icon: NonNullable<ExternalLinkButtonProps['icon']>;
}

export const VALUES_DOCUMENTS: readonly ValuesDocument[] = [
  { key: 'youthProtection', href: 'https://www.firstinspires.org/resource-library/youth-protection-policy', icon: 'external' },
  { key: 'guide', href: `${YPP}/youth-protection-program-guide.pdf`, icon: 'file' },
  { key: 'faq', href: `${YPP}/youth-protection-program-faq.pdf`, icon: 'file' },
  { key: 'conduct', href: 'https://www.firstinspires.org/about/code-of-conduct', icon: 'external' },
  { key: 'privacy', href: 'https://www.firstinspires.org/about/privacy-policy', icon: 'external' },
  { key: 'travel', href: `${YPP}/consent-and-release-for-team-travel.pdf`, icon: 'download' },
  { key: 'parents', href: `${YPP}/parent-notification-guidelines.pdf`, icon: 'file' },
  { key: 'medical', href: `${YPP}/medical-incident-report-form.pdf`, icon: 'download' },
  { key: 'safety', href: `${YPP}/non-medical-safety-concern-form.pdf`, icon: 'download' },
];
