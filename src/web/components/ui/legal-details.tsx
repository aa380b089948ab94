// The association's legal details (issue 24, "what visitors cannot find" 4) from the site settings: name, tax id (CIF),
// registration number, registered office and phone, for donors' contracts and the 3,5% form. Shown on the contact and
// donation pages once any detail beyond the name is set; a blank detail is not listed.
import type { ReactNode } from 'react';
import { useContentLang, useMessages } from '../../lib/i18n';
import { legalMessages } from './legal-messages';
import type { SiteSettings } from '../../lib/settings';
import styles from './legal-details.module.css';

interface Props {
  legal: SiteSettings['legal'];
  /** The heading's level where the block sits. */
  level?: 2 | 3;
  tone?: 'light' | 'dark';
}

export function LegalDetails({ legal, level = 3, tone = 'light' }: Props) {
  const words = useMessages(legalMessages);
  // The name and the registered office are the settings' Romanian words, whatever the page's language.
  const contentLang = useContentLang();
  const { name, cif, registration, address, phone } = legal;
  if (!cif && !registration && !address && !phone) return null;
  const Heading = `h${level}` as const;
  const rows: Array<[string, ReactNode]> = [];
  if (name) rows.push([words.name, <span lang={contentLang}>{name}</span>]);
  if (cif) rows.push([words.cif, cif]);
  if (registration) rows.push([words.registration, registration]);
  if (address) rows.push([words.address, <span lang={contentLang}>{address}</span>]);
  if (phone) rows.push([words.phone, <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>]);
  return (
    <div className={`${styles.legal} ${tone === 'dark' ? styles.dark : ''}`} data-testid="legal-details">
      <Heading className={styles.title}>{words.title}</Heading>
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
