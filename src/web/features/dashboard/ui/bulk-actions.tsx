// Bulk work in a list (issue 25, What staff miss 8; decision 198): a checkbox per shown row, "Select all" for the
// shown rows, and Publish (for kinds with drafts) / Move to bin for the selection, confirmed, answered with one summary message. The server
// checks each item on its own and reports the ones it refused; the others are done.
import { useEffect, useRef, useState } from 'react';
import { BIN_TEXTS, type BinKind, type BulkOutput } from '../../../../shared/schemas/bin';
import { useConfirm } from './confirm-dialog';
import { useToast } from './toast';

export interface Selection {
  has: (id: number) => boolean;
  toggle: (id: number) => void;
}

/** The selected ids among the shown ones (a row filtered out of view is no longer selected). */
export function useSelection(shownIds: readonly number[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const selected = shownIds.filter((id) => picked.has(id));
  return {
    selected,
    has: (id: number) => picked.has(id),
    toggle: (id: number) =>
      setPicked((now) => {
        const next = new Set(now);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setAll: (on: boolean) => setPicked(on ? new Set(shownIds) : new Set()),
    clear: () => setPicked(new Set()),
  };
}

export function SelectBox({ label, selection, id }: { label: string; selection: Selection; id: number }) {
  return <input type="checkbox" className="dash-select" aria-label={`Select ${label}`} checked={selection.has(id)} onChange={() => selection.toggle(id)} />;
}

interface BulkBarProps {
  kind: BinKind;
  selection: ReturnType<typeof useSelection>;
  shownCount: number;
  titleOf: (id: number) => string;
  /** Absent for kinds without drafts (resources): no Publish button. */
  publish?: (ids: number[]) => Promise<BulkOutput>;
  moveToBin: (ids: number[]) => Promise<BulkOutput>;
  /** Reloads the list (and the bin) after an action. */
  done: () => Promise<unknown>;
}

export function BulkBar({ kind, selection, shownCount, titleOf, publish, moveToBin, done }: BulkBarProps) {
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const all = useRef<HTMLInputElement>(null);
  const n = selection.selected.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = n > 0 && n < shownCount;
  }, [n, shownCount]);

  const run = async (question: string, action: (ids: number[]) => Promise<BulkOutput>, summary: (count: number) => string, danger: boolean) => {
    const ids = selection.selected;
    if (!(await confirm(question, { confirmLabel: danger ? 'Move to bin' : 'Publish', danger }))) return;
    setBusy(true);
    try {
      const result = await action(ids);
      if (result.done.length) toast.success(summary(result.done.length));
      if (result.failed.length) toast.error(BIN_TEXTS.notDone(kind, result.failed.length, result.failed.map((f) => `"${titleOf(f.id)}": ${f.message}`).join('; ')));
      selection.clear();
    } catch {
      toast.error(BIN_TEXTS.bulkFailed);
    } finally {
      setBusy(false);
      await done();
    }
  };

  return (
    <div className="dash-bulk" role="group" aria-label="Bulk actions">
      <label className="dash-bulk__all">
        <input ref={all} type="checkbox" checked={shownCount > 0 && n === shownCount} disabled={shownCount === 0} onChange={(e) => selection.setAll(e.target.checked)} />
        Select all shown
      </label>
      <span className="dash-bulk__count" aria-live="polite">
        {n} selected
      </span>
      {publish && (
        <button type="button" className="dash-btn dash-btn--small" disabled={!n || busy} onClick={() => void run(BIN_TEXTS.confirmPublish(kind, n), publish, (c) => BIN_TEXTS.published(kind, c), false)}>
          Publish
        </button>
      )}
      <button type="button" className="dash-btn dash-btn--small dash-btn--danger" disabled={!n || busy} onClick={() => void run(BIN_TEXTS.confirmBin(kind, n), moveToBin, (c) => BIN_TEXTS.binned(kind, c), true)}>
        Move to bin
      </button>
    </div>
  );
}
