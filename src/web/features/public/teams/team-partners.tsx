// A team's Local Partners as a grid of logos; each opens the partner's site in a new tab when it has one.
import type { ReactNode } from 'react';
import styles from './team-partners.module.css';

export interface PartnerTile {
  id: string | number;
  name: string;
  href: string | null;
  /** The logo (an <img> or a self-made SVG) with the partner's name as its text alternative; null shows the name. */
  logo: ReactNode | null;
}

export const LOGO_SIZE = { width: 200, height: 100 } as const;

/** `newTab`: the words that tell a screen reader the link opens in a new tab (the page's language). */
export function TeamPartners({ partners, newTab }: { partners: PartnerTile[]; newTab: string }) {
  return (
    <ul className={styles.grid}>
      {partners.map((partner) => {
        const content = partner.logo ?? <span className={styles.name}>{partner.name}</span>;
        return (
          <li key={partner.id} className={styles.tile}>
            {partner.href ? (
              <a href={partner.href} target="_blank" rel="noopener noreferrer" className={styles.inner} title={partner.name}>
                {content}
                <span className="visually-hidden">{newTab}</span>
              </a>
            ) : (
              <div className={styles.inner}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
