// A registration status as a small badge: CONFIRMED reads 'active' (spec 01 §3), the others their own word. The
// words come from the page's catalogue (the list's or a team page's).
import styles from './status-badge.module.css';

const TONES: Record<string, 'active' | 'pending' | 'off'> = { CONFIRMED: 'active', PENDING: 'pending', WITHDRAWN: 'off' };

export function StatusBadge({ status, text }: { status: string; text: string }) {
  return <span className={`${styles.badge} ${styles[TONES[status] ?? 'off']}`}>{text}</span>;
}
