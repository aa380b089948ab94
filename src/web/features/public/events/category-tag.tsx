// An event's category as a small tag; FTC, Kickoff and League Tournament have their own colours (spec 01 §2).
import styles from './category-tag.module.css';

const SPECIAL: Record<string, string | undefined> = {
  FTC: styles.ftc,
  Kickoff: styles.kickoff,
  'League Tournament': styles.league,
};

export function CategoryTag({ category }: { category: string }) {
  return <span className={`${styles.tag} ${SPECIAL[category] ?? styles.other}`}>{category}</span>;
}
