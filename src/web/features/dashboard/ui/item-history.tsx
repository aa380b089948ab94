// An item's history with old -> new values and "Restore this version" (issue 25, What staff miss 2; decision 197),
// shown from the edit form of a post, event or resource and from Site settings. Closed until asked for (a
// <details>), so the form's own query is the only one made on opening a form. A restore asks first, then goes
// through the server's own update of the item; the form is reloaded from the restored item (onRestored).
import { useState } from 'react';
import { formatBucharest } from '../../../../shared/bucharest-time';
import type { HistoryEntry, HistoryInput } from '../../../../shared/schemas/history';
import { trpc } from '../../../lib/trpc';
import { ChangeList } from './change-list';
import { useConfirm } from './confirm-dialog';
import { reasonOf } from './server-errors';
import { useToast } from './toast';
import './item-history.css';

interface ItemHistoryProps {
  /** Which item: `{ entityType: 'site-settings' }`, or a post, event or resource with its id. */
  item: HistoryInput;
  /** The item was restored: reload what the form shows. */
  onRestored: () => void;
}

export function ItemHistory({ item, onRestored }: ItemHistoryProps) {
  const [open, setOpen] = useState(false);
  const history = trpc.history.list.useQuery(item, { enabled: open, staleTime: 0 });
  const restore = trpc.history.restore.useMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  const onRestore = async (entry: HistoryEntry) => {
    const question = `Restore the version of ${formatBucharest(entry.at)}? Its values replace the current ones (unsaved changes in the form are lost); the restore is recorded and can be undone from this history.`;
    if (!(await confirm(question, { confirmLabel: 'Restore', danger: false }))) return;
    setProblem(null);
    try {
      await restore.mutateAsync({ entryId: entry.id });
      toast.success('Version restored.');
      await history.refetch();
      onRestored();
    } catch (error) {
      setProblem(reasonOf(error) ?? 'The version could not be restored.');
    }
  };

  return (
    <details className="item-history" onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="item-history">
      <summary>History</summary>
      {problem && (
        <p className="dash-alert dash-alert--error" role="alert">
          {problem}
        </p>
      )}
      {!open ? null : history.isPending ? (
        // Only while open: a closed panel has nothing loading.
        <p role="status">Loading history...</p>
      ) : history.isError ? (
        <p className="dash-alert dash-alert--error">The history could not be loaded.</p>
      ) : history.data.entries.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="item-history__list" aria-label="Versions, newest first">
          {history.data.entries.map((entry) => (
            <li key={entry.id} className="item-history__entry" data-history-id={entry.id}>
              <div className="item-history__head">
                <time dateTime={entry.at}>{formatBucharest(entry.at)}</time> <span className="dash-badge">{entry.action}</span>{' '}
                <span className="item-history__who">{entry.actorLabel}</span>
              </div>
              {entry.changes && entry.changes.length > 0 ? (
                <ChangeList changes={entry.changes} />
              ) : (
                entry.detail && <p className="item-history__detail">{entry.detail}</p>
              )}
              {history.data.canRestore && entry.restorable && (
                <button type="button" className="dash-btn" disabled={restore.isPending} onClick={() => void onRestore(entry)}>
                  Restore this version
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
