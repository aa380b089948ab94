// The LIVE mark of an event that is running now (a pulsing dot; still under prefers-reduced-motion).
import styles from './live-badge.module.css';

export function LiveBadge({ className, label = 'LIVE' }: { className?: string; label?: string }) {
  return (
    <span className={`${styles.badge} ${className ?? ''}`}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
