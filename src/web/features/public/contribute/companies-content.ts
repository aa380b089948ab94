import type { BrochureKey } from '../../../../shared/schemas/site-settings';

// Copy of /contribute/companies (spec 01 §2, facts and tax rules of §9) and its downloads: the brochures uploaded in
// the site settings, or the built-in one-page documents where none was uploaded.
const BUILT_IN_DOCUMENTS: Record<BrochureKey, string> = {
  presentationRo: '/docs/prezentare-ftc-romania-ro.pdf',
  presentationEn: '/docs/ftc-romania-presentation-en.pdf',
  contractTemplate: '/docs/model-contract-sponsorizare.pdf',
  sponsorshipPackages: '/docs/pachete-sponsorizare.pdf',
};

export type Documents = Record<BrochureKey, string>;

/** Each brochure's link: the uploaded PDF when there is one, else the built-in document. */
export const documentsOf = (uploaded: Record<BrochureKey, string | null>): Documents => ({
  presentationRo: uploaded.presentationRo ?? BUILT_IN_DOCUMENTS.presentationRo,
  presentationEn: uploaded.presentationEn ?? BUILT_IN_DOCUMENTS.presentationEn,
  contractTemplate: uploaded.contractTemplate ?? BUILT_IN_DOCUMENTS.contractTemplate,
  sponsorshipPackages: uploaded.sponsorshipPackages ?? BUILT_IN_DOCUMENTS.sponsorshipPackages,
});

export const ACHIEVEMENTS: { value: string; label: string }[] = [
  { value: '2016', label: 'anul în care programul a pornit în România' },
  { value: '2×', label: 'campioni mondiali, în 2022 și în 2024' },
  { value: '220', label: 'de echipe de liceu înscrise' },
  { value: '4500+', label: 'de elevi implicați în fiecare an' },
  { value: '150+', label: 'de școli dotate cu echipamente' },
  { value: '750.000 €', label: 'investiți în educație între 2016 și 2025' },
  { value: '500+', label: 'de companii care ne-au sponsorizat' },
  { value: '95%', label: 'dintre elevi, mai interesați de studii superioare' },
];

export const downloadsOf = (documents: Documents): { href: string; name: string }[] => [
  { href: documents.presentationRo, name: 'Prezentarea programului (română, PDF)' },
  { href: documents.presentationEn, name: 'Programme presentation (English, PDF)' },
  { href: documents.contractTemplate, name: 'Model de contract de sponsorizare (PDF)' },
  { href: documents.sponsorshipPackages, name: 'Pachete de sponsorizare (PDF)' },
];
