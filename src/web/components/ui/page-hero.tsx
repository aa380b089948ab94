// The banner at the top of public pages: navy gradient, a large title, optional text, actions and illustration.
import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** A self-made SVG illustration; it gets a fixed box so nothing shifts while loading. */
  illustration?: ReactNode;
}

export function PageHero({ title, eyebrow, children, actions, illustration }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {children && <div className={styles.lead}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {illustration && <div className={styles.art}>{illustration}</div>}
      </div>
    </section>
  );
}
