// The Activity screen's rows: when (Bucharest time), who, what, which item (a link to its form while it exists),
// detail, and an edit's old → new values (decision 197).
import { Link } from 'wouter';
import { formatBucharest } from '../../../../shared/bucharest-time';
import type { ActivityEntry } from '../../../../shared/schemas/activity';
import { ChangeList } from '../ui/change-list';
import { ENTITY_LABELS, itemHref } from './activity-labels';

export function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <div className="activity-scroll">
      <table className="dash-table activity-table" aria-label="Activity">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Item</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const href = itemHref(entry);
            const name = entry.entityLabel || `#${entry.entityId ?? ''}`;
            return (
              <tr key={entry.id} data-activity-id={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatBucharest(entry.at)}</time>
                </td>
                <td>{entry.actorLabel}</td>
                <td>
                  <span className="dash-badge">{entry.action}</span>
                </td>
                <td>
                  <span className="activity-type">{ENTITY_LABELS[entry.entityType] ?? entry.entityType}</span>{' '}
                  {href ? <Link href={href}>{name}</Link> : <span>{name}</span>}
                </td>
                <td className="activity-detail">
                  {entry.detail ?? ''}
                  {entry.changes && entry.changes.length > 0 && <ChangeList changes={entry.changes} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
