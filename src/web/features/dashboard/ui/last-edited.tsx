// "Last edited by ana@example.com on 24 Nov 2026, 14:05" (issue 15, "History"), in Bucharest time. One query per item
// type (activity.lastEdits: the latest activity entry of every item of that type), shared by a list's rows and the
// form, never one request per row. Nothing is shown for an item the log knows nothing about.
import { formatBucharest } from '../../../../shared/bucharest-time';
import type { LastEditedType, LastEdits } from '../../../../shared/schemas/activity';
import { trpc } from '../../../lib/trpc';

/** Stable (module level), so the map is built once per answer, not on every render (a new map each render would
 * make each row's query report a change again and again). */
const byItem = (rows: LastEdits) => new Map(rows.map((row) => [row.entityId, row]));

/** Each item's latest edit of one type, by item id. */
export function useLastEdits(type: LastEditedType, enabled = true) {
  return trpc.activity.lastEdits.useQuery({ entityType: type }, { enabled, staleTime: 0, select: byItem }).data;
}

export function lastEditedText(edit: { actorLabel: string; at: string } | undefined): string | null {
  return edit ? `Last edited by ${edit.actorLabel} on ${formatBucharest(edit.at)}` : null;
}

/** The line for one item (in its form); nothing while it loads or when the log has no entry for it. */
export function LastEdited({ type, id }: { type: LastEditedType; id: number | null | undefined }) {
  const edits = useLastEdits(type, id != null);
  const text = id != null ? lastEditedText(edits?.get(id)) : null;
  if (!text) return null;
  return (
    <p className="dash-last-edited" data-testid="last-edited">
      {text}
    </p>
  );
}
