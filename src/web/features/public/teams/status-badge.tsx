// A registration status as a small badge: CONFIRMED reads 'active' (spec 01 §3), the others their own word.
import styles from './status-badge.module.css';

const LABELS: Record<string, { text: string; tone: 'active' | 'pending' | 'off' }> = {
  CONFIRMED: { text: 'active', tone: 'active' },
  PENDING: { text: 'pending', tone: 'pending' },
  WITHDRAWN: { text: 'withdrawn', tone: 'off' },
};

export function StatusBadge({ status }: { status: string }) {
  const label = LABELS[status] ?? { text: status.toLowerCase(), tone: 'off' as const };
  return <span className={`${styles.badge} ${styles[label.tone]}`}>{label.text}</span>;
}
