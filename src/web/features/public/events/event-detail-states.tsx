// What the event page shows when the event cannot be shown: not found (404) or another load failure.
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import styles from './event-detail-page.module.css';

interface EventProblemProps {
  param: string;
  notFound: boolean;
  onRetry: () => void;
}

export function EventProblem({ param, notFound, onRetry }: EventProblemProps) {
  return (
    <section className="section">
      <div className={`container ${styles.problem}`} role="alert">
        <h1>{notFound ? 'Event Not Found' : 'Evenimentul nu a putut fi încărcat'}</h1>
        <p className="muted">{notFound ? `The event with ID "${param}" could not be found.` : 'An error occurred while loading the event.'}</p>
        <div className={styles.actions}>
          <Link href={paths.events} className="btn btn--primary">
            ← Back to Events
          </Link>
          <button type="button" className="btn btn--outline" onClick={onRetry}>
            Try Again
          </button>
        </div>
      </div>
    </section>
  );
}
