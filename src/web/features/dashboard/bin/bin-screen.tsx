// The Bin (issue 25, What staff miss 2; decision 198): deleted posts, events, resources and sponsors with who deleted them and
// when, the days left before the purge, Restore and Delete forever (confirmed). The server lists only the kinds the
// user may delete and checks each action again.
import { BIN_TEXTS, type BinItemOutput } from '../../../../shared/schemas/bin';
import { trpc } from '../../../lib/trpc';
import { useConfirm } from '../ui/confirm-dialog';
import { formatTimestamp } from '../ui/format-timestamp';
import { reasonOf } from '../ui/server-errors';
import { useToast } from '../ui/toast';
import './bin.css';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysLeft = (item: BinItemOutput) => Math.ceil((Date.parse(item.purgeAt) - Date.now()) / DAY_MS);

export function BinScreen() {
  const items = trpc.bin.list.useQuery();
  const utils = trpc.useUtils();
  const restore = trpc.bin.restore.useMutation();
  const forever = trpc.bin.deleteForever.useMutation();
  const confirm = useConfirm();
  const toast = useToast();
  // A restored item is back in its list; the lists read it again.
  const reload = () => Promise.all([utils.bin.list.invalidate(), utils.posts.listForEditor.invalidate(), utils.events.listForEditor.invalidate(), utils.resources.invalidate(), utils.sponsors.invalidate()]);

  const onRestore = async (item: BinItemOutput) => {
    try {
      await restore.mutateAsync({ id: item.id });
      toast.success(BIN_TEXTS.restored(item.title));
    } catch (error) {
      toast.error(reasonOf(error) ?? BIN_TEXTS.restoreFailed);
    }
    await reload();
  };
  const onForever = async (item: BinItemOutput) => {
    if (!(await confirm(BIN_TEXTS.confirmForever(item.title), { confirmLabel: 'Delete forever' }))) return;
    try {
      await forever.mutateAsync({ id: item.id });
      toast.success(BIN_TEXTS.deletedForever(item.title));
    } catch (error) {
      toast.error(reasonOf(error) ?? BIN_TEXTS.deleteForeverFailed);
    }
    await reload();
  };

  const busy = restore.isPending || forever.isPending;
  return (
    <section className="dash-section" aria-labelledby="bin-heading">
      <header className="dash-header">
        <div>
          <h2 id="bin-heading">Bin</h2>
          {items.data && <p>{items.data.length === 1 ? '1 item' : `${items.data.length} items`}</p>}
        </div>
      </header>
      {items.isPending ? (
        <p className="dash-empty" role="status">
          Loading the bin...
        </p>
      ) : items.isError ? (
        <div className="dash-alert dash-alert--error" role="alert">
          <p>{BIN_TEXTS.loadFailed}</p>
          <button type="button" className="dash-btn dash-btn--small" onClick={() => void items.refetch()}>
            Retry
          </button>
        </div>
      ) : items.data.length === 0 ? (
        <p className="dash-empty">{BIN_TEXTS.empty}</p>
      ) : (
        <ul className="bin-list" aria-label="Deleted items">
          {items.data.map((item) => (
            <li key={item.id} className="bin-item" aria-labelledby={`bin-${item.id}-title`}>
              <div className="bin-item__body">
                <span className="dash-badge">{BIN_TEXTS.kindLabels[item.kind]}</span>
                <h3 id={`bin-${item.id}-title`} className="bin-item__title">
                  {item.title}
                </h3>
                <p className="bin-item__meta">
                  Deleted by {item.deletedBy ?? 'a removed user'} on <time dateTime={item.deletedAt}>{formatTimestamp(item.deletedAt)}</time> ·{' '}
                  <strong>{BIN_TEXTS.daysLeft(daysLeft(item))}</strong>
                </p>
              </div>
              <div className="dash-actions bin-item__actions">
                <button type="button" className="dash-btn dash-btn--small dash-btn--primary" disabled={busy} onClick={() => void onRestore(item)} aria-label={`Restore ${item.title}`}>
                  Restore
                </button>
                <button type="button" className="dash-btn dash-btn--small dash-btn--danger" disabled={busy} onClick={() => void onForever(item)} aria-label={`Delete ${item.title} forever`}>
                  Delete forever
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
