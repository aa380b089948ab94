// The posts' loading state (issue 14, CLS): the spec's loading text over grey placeholder cards that take about the
// room the posts will, so the sections below do not jump when they arrive.
import { useMessages } from '../../lib/i18n';
import { postsMessages } from './posts-messages';
import styles from './posts-loading.module.css';

export function PostsLoading({ count = 3 }: { count?: number }) {
  const words = useMessages(postsMessages);
  return (
    <div className={styles.list} data-testid="posts-loading">
      <p className={`state ${styles.text}`} role="status">
        {words.loading}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.ghost} aria-hidden="true" />
      ))}
    </div>
  );
}
