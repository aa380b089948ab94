// An entry's changed fields as "Field: old → new" (decision 197), in an item's History and on the Activity screen.
// A value longer than SHORT is shortened; its whole text is one click away (a <details>).
import type { HistoryChange } from '../../../../shared/schemas/history';
import './change-list.css';

const SHORT = 120;

/** A column or setting name in words: short_description -> Short description, legalCif -> Legal cif. */
const fieldLabel = (field: string) => {
  const words = field.replace(/_id$/, '').replace(/([a-z])([A-Z0-9])/g, '$1 $2').replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Value({ value, side }: { value: string | null; side: 'old' | 'new' }) {
  const cls = `change-list__value change-list__value--${side}`;
  if (value === null || value === '') return <span className={`${cls} change-list__value--empty`}>(empty)</span>;
  if (value.length <= SHORT) return <span className={cls}>{value}</span>;
  return (
    <details className={cls}>
      <summary>{`${value.slice(0, SHORT).trimEnd()}… (show all)`}</summary>
      <span className="change-list__full">{value}</span>
    </details>
  );
}

export function ChangeList({ changes }: { changes: HistoryChange[] }) {
  return (
    <ul className="change-list">
      {changes.map((change) => (
        <li key={change.field} className="change-list__change">
          <span className="change-list__field">{fieldLabel(change.field)}:</span> <Value value={change.old} side="old" />
          <span aria-label="changed to">{' → '}</span>
          <Value value={change.new} side="new" />
        </li>
      ))}
    </ul>
  );
}
