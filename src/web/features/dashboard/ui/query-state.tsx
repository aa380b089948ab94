// What a dashboard list shows while its query loads, when it fails (with Retry) and when it has nothing; its own
// content otherwise. One place for the three states every management screen has.
import type { ReactNode } from 'react';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export function QueryState({ query, loading, failed, empty, children }: { query: ListQuery; loading: string; failed: string; empty: ReactNode | null; children: ReactNode }) {
  if (query.isPending) {
    return (
      <p className="state" role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="dash-alert dash-alert--error" role="alert">
        <span>{failed}</span>{' '}
        <button type="button" className="dash-btn dash-btn--small" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return <>{empty ?? children}</>;
}
