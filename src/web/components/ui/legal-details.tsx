// The association's legal details (issue 24, "what visitors cannot find" 4) from the site settings: name, tax id (CIF),
// registration number, registered office and phone, for donors' contracts and the 3,5% form. Shown on the contact and
// donation pages once any detail beyond the name is set; a blank detail is not listed.
import type { ReactNode } from 'react';
import type { SiteSettings } from '../../lib/settings';
import styles from './legal-details.module.css';

interface Props {
  legal: SiteSettings['legal'];
  /** The heading's level where the block sits. */
  level?: 2 | 3;
  tone?: 'light' | 'dark';
}

export function LegalDetails({ legal, level = 3, tone = 'light' }: Props) {
  const { name, cif, registration, address, phone } = legal;
  if (!cif && !registration && !address && !phone) return null;
  const Heading = `h${level}` as const;
  const rows: Array<[string, ReactNode]> = [];
  if (name) rows.push(['Denumire', name]);
  if (cif) rows.push(['CIF', cif]);
  if (registration) rows.push(['Nr. înregistrare', registration]);
  if (address) rows.push(['Sediu social', address]);
  if (phone) rows.push(['Telefon', <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>]);
  return (
    <div className={`${styles.legal} ${tone === 'dark' ? styles.dark : ''}`} data-testid="legal-details">
      <Heading className={styles.title}>Datele asociației</Heading>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
