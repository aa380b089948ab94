// A highlighted quotation with its attribution (founder quotes, the Romanian team, testimonials).
import styles from './about.module.css';

interface QuoteBlockProps {
  text: string;
  author: string;
  role?: string;
  tone?: 'light' | 'dark';
  /** Smaller text, for quotes shown side by side. */
  compact?: boolean;
}

export function QuoteBlock({ text, author, role, tone = 'light', compact }: QuoteBlockProps) {
  return (
    <figure className={`${styles.quote} ${tone === 'dark' ? styles.quoteDark : ''} ${compact ? styles.quoteCompact : ''}`}>
      <svg className={styles.quoteMark} width={40} height={32} viewBox="0 0 40 32" aria-hidden="true" focusable="false">
        <path d="M0 32V18C0 8 5 2 15 0l2 4c-6 2-9 6-9 11h8v17zm22 0V18c0-10 5-16 15-18l2 4c-6 2-9 6-9 11h8v17z" fill="currentColor" />
      </svg>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>
        <strong>{author}</strong>
        {role && <span>{role}</span>}
      </figcaption>
    </figure>
  );
}
