// What the event page shows when the event cannot be shown: not found (404) or another load failure.
import { Link } from 'wouter';
import { useMessages } from '../../../lib/i18n';
import { eventPageMessages } from './event-page-messages';
import { paths } from '../../../lib/paths';
import styles from './event-detail-page.module.css';

interface EventProblemProps {
  param: string;
  notFound: boolean;
  onRetry: () => void;
}

export function EventProblem({ param, notFound, onRetry }: EventProblemProps) {
  const words = useMessages(eventPageMessages);
  const problem = notFound ? words.notFound : words.failed;
  return (
    <section className="section">
      <div className={`container ${styles.problem}`} role="alert">
        <h1>{problem.title}</h1>
        <p className="muted">{notFound ? words.notFound.text(param) : words.failed.text}</p>
        <div className={styles.actions}>
          <Link href={paths.events} className="btn btn--primary">
            {words.back}
          </Link>
          <button type="button" className="btn btn--outline" onClick={onRetry}>
            {words.retry}
          </button>
        </div>
      </div>
    </section>
  );
}
