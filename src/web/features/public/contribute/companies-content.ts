// Copy of /contribute/companies (spec 01 §2, facts and tax rules of §9) and its static downloads.
export const DOCUMENTS = {
  presentationRo: '/docs/prezentare-ftc-romania-ro.pdf',
  presentationEn: '/docs/ftc-romania-presentation-en.pdf',
  contractTemplate: '/docs/model-contract-sponsorizare.pdf',
  sponsorshipPackages: '/docs/pachete-sponsorizare.pdf',
} as const;

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

export const DOWNLOADS: { href: string; name: string }[] = [
  { href: DOCUMENTS.presentationRo, name: 'Prezentarea programului (română, PDF)' },
  { href: DOCUMENTS.presentationEn, name: 'Programme presentation (English, PDF)' },
  { href: DOCUMENTS.contractTemplate, name: 'Model de contract de sponsorizare (PDF)' },
  { href: DOCUMENTS.sponsorshipPackages, name: 'Pachete de sponsorizare (PDF)' },
];
