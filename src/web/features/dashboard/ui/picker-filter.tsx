// A search box above a long <select> (issue 25, point 8: searchable pickers for teams and sponsors). The select stays
// the control (native keyboard and screen-reader behaviour, a label of its own); the box only narrows its options,
// ignoring case and diacritics ("timisoara" finds "Timișoara"), and says how many are left.
import { useState } from 'react';
import { matchesSearch } from '../../../../shared/search';

/** The items whose texts match the box's words; `keep` is told to drop a choice the filter hides. */
export function usePickerFilter<T>(items: readonly T[], texts: (item: T) => (string | number | null | undefined)[]) {
  const [query, setQuery] = useState('');
  const shown = items.filter((item) => matchesSearch(query, ...texts(item).map((text) => (text == null ? text : String(text)))));
  return { query, setQuery, shown, total: items.length };
}

interface PickerFilterProps {
  id: string;
  label: string;
  placeholder: string;
  /** What is counted: "teams", "sponsors". */
  noun: string;
  filter: { query: string; setQuery: (query: string) => void; shown: readonly unknown[]; total: number };
  disabled?: boolean;
}

export function PickerFilter({ id, label, placeholder, noun, filter, disabled }: PickerFilterProps) {
  return (
    <div className="dash-field dash-picker-filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={filter.query} placeholder={placeholder} autoComplete="off" disabled={disabled} onChange={(e) => filter.setQuery(e.target.value)} />
      {filter.query.trim() && (
        <small className="muted" aria-live="polite">
          {filter.shown.length} of {filter.total} {noun}
        </small>
      )}
    </div>
  );
}
